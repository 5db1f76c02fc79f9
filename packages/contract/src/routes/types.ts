import type { z } from 'zod';
import type { Route } from './define.ts';
import type { PathParamNames } from './endpoint.ts';

/**
 * Types a caller of the route table sees. Type-only: the browser imports them with `import type`
 * and never loads zod.
 */

/**
 * What a caller sends for a schema: its input, except fields the server coerces from text (query
 * strings, path segments), which take the parsed type, and lists, which the client also takes
 * parsed (it writes them the spec way, `[1,2]`).
 */
export type CallerShape<S extends z.ZodType> =
  z.input<S> extends Record<string, unknown>
    ? {
        [K in keyof z.input<S>]: CallerField<
          z.input<S>[K],
          K extends keyof z.output<S> ? z.output<S>[K] : never
        >;
      }
    : z.input<S>;

type CallerField<In, Out> = unknown extends In
  ? Out
  : In | (Out extends readonly (infer Item extends string | number)[] ? readonly Item[] : never);

/** An object type with no properties: what a call without input takes. */
export type NoInput = Record<never, never>;

type Part<Key extends string, T> = NoInput extends T ? { [K in Key]?: T } : { [K in Key]: T };

export type RouteParamsInput<R extends Route> = { [K in PathParamNames<R['path']>]: string | number };
export type RouteQueryInput<R extends Route> = R extends { query: infer Q extends z.ZodType }
  ? CallerShape<Q>
  : never;
export type RouteBodyInput<R extends Route> = R extends { upload: true }
  ? FormData
  : R extends { body: infer B extends z.ZodType }
    ? CallerShape<B>
    : never;

/** One argument per call: the path params by name, plus `query` and `body` where the route has them. */
export type RouteInput<R extends Route> = RouteParamsInput<R> &
  ([RouteQueryInput<R>] extends [never] ? NoInput : Part<'query', RouteQueryInput<R>>) &
  ([RouteBodyInput<R>] extends [never] ? NoInput : Part<'body', RouteBodyInput<R>>);

/** The envelope's `result` as the caller receives it. */
export type RouteAnswer<R extends Route> = z.output<R['answer']>;
