import type { ApiClient } from '../api-client.ts';
import { endpoints } from './manifest.ts';
import { type ApiModule, type ModuleApi, typedModule } from './module-client.ts';

export type { CallOptions, RouteCall } from './module-client.ts';

/** `api.playlist.get({ id })`: every endpoint of the route table as a typed call. */
export type TypedApi = { [M in ApiModule]: ModuleApi<M> };

/**
 * The typed face of an ApiClient for the whole table (server code). At run time it needs only the
 * zod-free endpoint manifest; browser code takes the modules it calls (typedModule) instead.
 */
export function typedApi(client: ApiClient): TypedApi {
  const api: Record<string, unknown> = {};
  for (const module of Object.keys(endpoints) as ApiModule[]) {
    api[module] = typedModule(client, module, endpoints[module] as never);
  }
  return api as TypedApi;
}
