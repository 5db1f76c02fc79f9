import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tracing } from './tracing.ts';

/**
 * The id of the request (or of the job a request enqueued) the running code works for, so
 * what it logs and enqueues carries it: AsyncLocalStorage across every await.
 */
const scope = new AsyncLocalStorage<{ reqId?: string }>();

export function currentReqId(): string | undefined {
  return scope.getStore()?.reqId;
}

/** The scope of code that runs for no request (a job without one, startup): no id. */
const OUTSIDE: { reqId?: string } = {};

/**
 * `callback`, to be called later by code that may run for another request (a pool handing a
 * connection freed by someone else), re-entering the request scope current now. Only this
 * scope's store is carried: re-entering it is a property write, where AsyncLocalStorage.bind
 * makes an AsyncResource (and a deprecation wrapper) per call.
 */
export function inThisRequest<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const store = scope.getStore() ?? OUTSIDE;
  return (...args) => scope.run(store, callback, ...args);
}

/** Runs `work` for no request: work shared by several requests (lib/batched-calls.ts). */
export function forNoRequest(work: () => void): void {
  scope.run(OUTSIDE, work);
}

/** Runs `work` as part of `reqId` (a job carrying the id of the request that enqueued it). */
export function withReqId<T>(reqId: string | undefined, work: () => T): T {
  return reqId ? scope.run({ reqId }, work) : work();
}

/** The request's scope, on the request: what its later hooks re-enter. */
const STORE = Symbol('sogon.requestScope');
type ScopedRequest = FastifyRequest & { [STORE]?: { reqId: string } };

/**
 * Every request runs in its own scope from onRequest on. The body's 'end' event fires in
 * another async context, so validation, the handler and what follows re-enter the request's
 * (AsyncLocalStorage.run with the same store: no AsyncResource per request).
 */
export function installRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request: ScopedRequest, _reply, done) => {
    const reqId = String(request.id);
    tracing()?.tagRequest(request.raw, reqId);
    const store = { reqId };
    request[STORE] = store;
    scope.run(store, done);
  });
  app.addHook('preValidation', (request: ScopedRequest, _reply, done) => {
    const store = request[STORE];
    if (store === undefined || scope.getStore() === store) done();
    else scope.run(store, done);
  });
}
