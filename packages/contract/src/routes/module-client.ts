import type { ApiClient, RequestOptions } from '../api-client.ts';
import type { Route } from './define.ts';
import { fillPath, splitEndpoint } from './endpoint.ts';
import type { endpoints } from './manifest.ts';
import type { Routes } from './table.ts';
import type { NoInput, RouteAnswer, RouteInput } from './types.ts';

/** Per-call options besides the route's input: abort signal, extra headers, keepalive. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers' | 'keepalive'>;

export type RouteCall<R extends Route> =
  NoInput extends RouteInput<R>
    ? (input?: RouteInput<R>, options?: CallOptions) => Promise<RouteAnswer<R>>
    : (input: RouteInput<R>, options?: CallOptions) => Promise<RouteAnswer<R>>;

/** A module of the route table (`playlist`, `account`, …). */
export type ApiModule = keyof Routes;

/** One module's endpoints as the manifest lists them, e.g. `typeof playlistEndpoints`. */
export type ModuleEndpoints<M extends ApiModule> = (typeof endpoints)[M];

/** `playlist.get({ id })`: every endpoint of one module as a typed call. */
export type ModuleApi<M extends ApiModule> = {
  [E in keyof Routes[M]]: Routes[M][E] extends Route ? RouteCall<Routes[M][E]> : never;
};

type AnyInput = { query?: RequestOptions['query']; body?: unknown } & Record<string, unknown>;

/**
 * The typed calls of one module over an ApiClient, from that module's endpoints only (its
 * `*.endpoints.ts`): a browser page carries the few endpoints it calls, not the whole manifest.
 * `module` names the module for the types; the types come from the route table, zod-free at run
 * time.
 */
export function typedModule<M extends ApiModule>(
  client: ApiClient,
  _module: M,
  group: ModuleEndpoints<M>,
): ModuleApi<M> {
  const calls: Record<string, (input?: AnyInput, options?: CallOptions) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(group)) {
    const { method, path } = splitEndpoint(endpoint);
    calls[name] = (input = {}, options = {}) => {
      const { query, body, ...params } = input;
      return client.request(method, fillPath(path, params), { ...options, query, body });
    };
  }
  return calls as unknown as ModuleApi<M>;
}
