import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ReadScope, runInReadScope } from '#api/db/replica/read-scope';
import type { ReplicaReads } from '#api/db/replica/read-side';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The request's read scope, on the request (a property, not a WeakMap entry per request). */
const SCOPE = Symbol('sogon.readScope');
type ScopedRequest = FastifyRequest & { [SCOPE]?: ReadScope };

/**
 * Read-your-writes over the read replica, per API request: each request runs in a read scope
 * (the sessions note its member there); a request that may write reads from the primary, and
 * once a member's write request has succeeded, the primary's WAL position is recorded for that
 * member before the answer leaves, so the member's next reads wait for the replica to pass it.
 * Callback hooks: every request passes them, and only a member's successful write waits.
 */
export function installReadYourWrites(app: FastifyInstance, reads: ReplicaReads): void {
  app.addHook('onRequest', (request: ScopedRequest, _reply, done) => {
    const scope: ReadScope = {
      // A GET the spec names that changes state (a purchase) counts as a write.
      writes: !READS.has(request.method) || request.routeOptions.config.requiresClientHeader === true,
      memberId: null,
    };
    request[SCOPE] = scope;
    runInReadScope(scope, done);
  });
  // Reading the body may leave the scope's async context; the handler runs in it again.
  app.addHook('preHandler', (request: ScopedRequest, _reply, done) => {
    const scope = request[SCOPE];
    if (scope) runInReadScope(scope, done);
    else done();
  });
  app.addHook('onSend', (request: ScopedRequest, reply, payload, done) => {
    const scope = request[SCOPE];
    if (!scope?.writes || scope.memberId === null || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    reads.markWrite(scope.memberId).then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.error(
          { err: error },
          'recording the write position failed; the member may read stale data',
        );
        done(null, payload);
      },
    );
  });
}
