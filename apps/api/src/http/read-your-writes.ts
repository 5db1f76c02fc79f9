import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ReadScope, runInReadScope } from '#api/db/replica/read-scope';
import type { ReplicaReads } from '#api/db/replica/read-side';
import type { Sessions } from '#api/modules/account';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The request's read scope, on the request (a property, not a WeakMap entry per request). */
const SCOPE = Symbol('sogon.readScope');
type ScopedRequest = FastifyRequest & { [SCOPE]?: ReadScope };

/**
 * Read-your-writes, per API request. Each request that may write runs in a read scope (the
 * sessions note its member there) and, once a member's write has succeeded, before the answer
 * leaves: this server forgets the member's cached session (their next request reads the user row
 * the write may have changed), and with a read replica the primary's WAL position is recorded for
 * that member, so their next reads wait for the replica to pass it. With a replica every request
 * runs in a read scope (a request that may write reads from the primary). Callback hooks: every
 * request passes them, and only a member's successful write waits.
 */
export function installReadYourWrites(
  app: FastifyInstance,
  deps: { replica: ReplicaReads | null; sessions: Pick<Sessions, 'forgetMember'> },
): void {
  const { replica, sessions } = deps;
  app.addHook('onRequest', (request: ScopedRequest, _reply, done) => {
    // A GET the spec names that changes state (a purchase) counts as a write.
    const writes = !READS.has(request.method) || request.routeOptions.config.requiresClientHeader === true;
    if (!writes && !replica) {
      done();
      return;
    }
    const scope: ReadScope = { writes, memberId: null };
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
    sessions.forgetMember(scope.memberId);
    if (!replica) {
      done(null, payload);
      return;
    }
    replica.markWrite(scope.memberId).then(
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
