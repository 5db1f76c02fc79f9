import type { ApiClient, RequestOptions } from '../api-client.ts';
import type { Route } from './define.ts';
import { fillPath, splitEndpoint } from './endpoint.ts';
import { endpoints } from './manifest.ts';
import type { Routes } from './table.ts';
import type { NoInput, RouteAnswer, RouteInput } from './types.ts';

/** Per-call options besides the route's input: abort signal, extra headers, keepalive. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers' | 'keepalive'>;

export type RouteCall<R extends Route> =
  NoInput extends RouteInput<R>
    ? (input?: RouteInput<R>, options?: CallOptions) => Promise<RouteAnswer<R>>
    : (input: RouteInput<R>, options?: CallOptions) => Promise<RouteAnswer<R>>;

/** `api.playlist.get({ id })`: every endpoint of the route table as a typed call. */
export type TypedApi = {
  [M in keyof Routes]: {
    [E in keyof Routes[M]]: Routes[M][E] extends Route ? RouteCall<Routes[M][E]> : never;
  };
};

type AnyInput = { query?: RequestOptions['query']; body?: unknown } & Record<string, unknown>;

/**
 * The typed face of an ApiClient. At run time it needs only the zod-free endpoint manifest; the
 * types come from the route table, so the browser bundle stays without zod.
 */
export function typedApi(client: ApiClient): TypedApi {
  const api: Record<
    string,
    Record<string, (input?: AnyInput, options?: CallOptions) => Promise<unknown>>
  > = {};
  for (const [module, group] of Object.entries(endpoints)) {
    const calls: (typeof api)[string] = {};
    for (const [name, endpoint] of Object.entries(group)) {
      const { method, path } = splitEndpoint(endpoint);
      calls[name] = (input = {}, options = {}) => {
        const { query, body, ...params } = input;
        return client.request(method, fillPath(path, params), { ...options, query, body });
      };
    }
    api[module] = calls;
  }
  return api as unknown as TypedApi;
}
