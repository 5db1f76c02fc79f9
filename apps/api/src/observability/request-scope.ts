import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tracing } from './tracing.ts';

/**
 * The id of the request (or of the job a request enqueued) the running code works for, so
 * what it logs and enqueues carries it: AsyncLocalStorage across every await.
 */
const scope = new AsyncLocalStorage<{ reqId: string }>();

export function currentReqId(): string | undefined {
  return scope.getStore()?.reqId;
}

/** Runs `work` as part of `reqId` (a job carrying the id of the request that enqueued it). */
export function withReqId<T>(reqId: string | undefined, work: () => T): T {
  return reqId ? scope.run({ reqId }, work) : work();
}

const resources = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Every request runs in its own scope from onRequest on. The body's 'end' event fires in
 * another async context, so validation, the handler and what follows re-enter the request's.
 */
export function installRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    tracing()?.tagRequest(request.raw, String(request.id));
    scope.run({ reqId: String(request.id) }, () => {
      const resource = new AsyncResource('sogon-request');
      resources.set(request, resource);
      resource.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}
