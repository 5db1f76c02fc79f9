import type { Route } from '@sogon/contract/routes/define';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { envelope } from './envelope.ts';
import type { ApiApp } from './types.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a route's handler gets: params, query and body as the route's schemas parse them. */
export type RouteRequest<R extends Route> = FastifyRequest<{
  Params: R extends { params: infer S } ? Parsed<S> : unknown;
  Querystring: R extends { query: infer S } ? Parsed<S> : unknown;
  Body: R extends { body: infer S } ? Parsed<S> : unknown;
}>;

/** What a route's handler answers: the envelope of the route's answer (or the reply, already sent). */
export type RouteResult<R extends Route> = { result: z.output<R['answer']> } | FastifyReply;

export interface RouteOptions<R extends Route> extends Omit<RouteShorthandOptions, 'schema'> {
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<RouteResult<R>>;
}

/**
 * Registers one endpoint of the route table: method, path (and its aliases), tags, summary,
 * params, query, body and the `{result}` answer come from the table; the handler and any route
 * options (config, hooks, body limit) from the caller.
 */
export function route<R extends Route>(app: ApiApp, definition: R, options: RouteOptions<R>): void {
  const schema = {
    tags: [...definition.tags],
    summary: definition.summary,
    ...(definition.description ? { description: definition.description } : {}),
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body ? { body: definition.body } : {}),
    ...(definition.consumes || definition.upload
      ? { consumes: [...(definition.consumes ?? ['multipart/form-data'])] }
      : {}),
    ...(definition.produces
      ? { produces: [definition.produces] }
      : { response: { 200: envelope(definition.answer) } }),
  };
  const { handler, ...rest } = options;
  const register = (method: string, url: string, hide: boolean) =>
    app.route({
      ...rest,
      method,
      url,
      schema: hide ? { ...schema, hide: true } : schema,
      handler: handler as unknown as RouteHandlerMethod,
    });
  for (const url of [definition.path, ...(definition.aliases ?? [])]) {
    register(definition.method, url, false);
    for (const method of definition.hiddenMethods ?? []) register(method, url, true);
  }
}
