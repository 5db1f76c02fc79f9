import type { z } from 'zod';
import {
  type Endpoint,
  type EndpointGroup,
  type HttpMethod,
  type MethodOf,
  type PathOf,
  type PathParamNames,
  splitEndpoint,
} from './endpoint.ts';

/** What one endpoint takes and answers, besides where it lives (the module's endpoints file). */
export interface RouteSpec {
  summary: string;
  /** More words for the OpenAPI document. */
  description?: string;
  /** OpenAPI tags; default the module's tag. */
  tags?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart upload: the client sends FormData, the handler reads the parts itself (`body` documents the form). */
  upload?: true;
  /** Body media types for the document when not JSON (default with `upload`: multipart/form-data). */
  consumes?: readonly string[];
  /** The envelope's `result` on success (api.md: `{result: answer}`). */
  answer: z.ZodType;
  /**
   * A download instead of the envelope (a CSV report): the handler sends the file itself and
   * `answer` documents nothing; failures still answer the envelope.
   */
  produces?: 'text/csv';
  /** Older paths that answer the same (kept for existing callers); documented too. */
  aliases?: readonly string[];
  /** Other methods that answer the same and stay out of the document (a spec GET that also takes POST). */
  hiddenMethods?: readonly HttpMethod[];
}

/** One endpoint of the route table: its spec plus method, path and tags. */
export type Route<E extends Endpoint = Endpoint, S extends RouteSpec = RouteSpec> = S & {
  endpoint: E;
  method: MethodOf<E>;
  path: PathOf<E>;
  tags: readonly string[];
};

/** A path with `:name` segments needs a params schema whose output has those names; others none. */
type ParamsRule<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<Record<PathParamNames<P>, unknown>> };

export type SpecsFor<G extends EndpointGroup> = { [K in keyof G]: RouteSpec & ParamsRule<PathOf<G[K]>> };

export type RouteGroup<G extends EndpointGroup, S extends SpecsFor<G>> = {
  [K in keyof G]: Route<G[K], S[K]>;
};

/**
 * One module's routes: each endpoint of `endpoints` with its spec. The compiler insists on a spec
 * for every endpoint, no spec without one, and params that match the path's `:name` segments.
 */
export function defineRoutes<G extends EndpointGroup, S extends SpecsFor<G>>(
  tag: string,
  endpoints: G,
  specs: S & Record<Exclude<keyof S, keyof G>, never>,
): RouteGroup<G, S> {
  const group: Record<string, Route> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const spec = (specs as Record<string, RouteSpec>)[name]!;
    const { method, path } = splitEndpoint(endpoint);
    group[name] = { ...spec, endpoint, method, path, tags: spec.tags ?? [tag] } as Route;
  }
  return group as RouteGroup<G, S>;
}

/** The whole table: one route group per module of the endpoint manifest, no more, no fewer. */
export function defineTable<
  M extends Record<string, EndpointGroup>,
  T extends { [K in keyof M]: { [E in keyof M[K]]: Route<M[K][E]> } },
>(_manifest: M, table: T & Record<Exclude<keyof T, keyof M>, never>): T {
  return table;
}
