import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the read side knows of the request being served (http/read-your-writes.ts opens one per
 * API request): whether the request may write, and which member it serves once the session is
 * resolved. Reads outside any request (jobs, seeds) have none.
 */
export interface ReadScope {
  /** Not GET or HEAD: every read of the request goes to the primary, after its own writes. */
  writes: boolean;
  /** The signed-in member, once the request resolved its session; null for a visitor. */
  memberId: number | null;
  /** The member's write mark, looked up once per request (see read-side.ts). */
  mark?: { memberId: number; lsn: Promise<bigint | 'unknown' | null> };
}

const storage = new AsyncLocalStorage<ReadScope>();

export function runInReadScope<T>(scope: ReadScope, run: () => T): T {
  return storage.run(scope, run);
}

export function currentReadScope(): ReadScope | undefined {
  return storage.getStore();
}

/** The sessions tell the read side whom a request serves: that member's reads honour their writes. */
export function noteReadingMember(userId: number): void {
  const scope = storage.getStore();
  if (scope) scope.memberId = userId;
}
