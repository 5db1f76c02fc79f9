import type { SessionRow, UserRow } from './repository.ts';

/** A session row with its member, as one lookup by token hash answers it. */
export interface FoundSession {
  session: SessionRow;
  user: UserRow;
}

/**
 * Live sessions kept for a few seconds, so a member's requests do not each read the session and
 * the member row. Every change to a member's row or sessions drops that member's entries on every
 * server at once (PostgreSQL NOTIFY from a trigger, migration 0034; `forgetMember`); while this
 * server does not listen, nothing is kept. A lookup that started before an eviction does not
 * store its possibly older answer (the generation check). Oldest entries go first beyond `max`.
 */
export interface SessionCache {
  get(tokenHash: Buffer): FoundSession | undefined;
  /** The generation to pass to `put` for a lookup starting now. */
  generation(): number;
  put(tokenHash: Buffer, found: FoundSession, generation: number): void;
  forgetMember(userId: number): void;
  forgetAll(): void;
}

export function createSessionCache(options: {
  ttlMs: number;
  max?: number;
  /** Whether evictions are being heard; when not, nothing is read from or kept in the cache. */
  coherent: () => boolean;
  now?: () => number;
}): SessionCache {
  const max = options.max ?? 50_000;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { found: FoundSession; until: number }>();
  const byMember = new Map<number, Set<string>>();
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = byMember.get(entry.found.user.id);
    keys?.delete(key);
    if (keys?.size === 0) byMember.delete(entry.found.user.id);
  };

  return {
    get(tokenHash) {
      if (options.ttlMs <= 0 || !options.coherent()) return undefined;
      const key = tokenHash.toString('base64');
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        drop(key);
        return undefined;
      }
      return entry.found;
    },
    generation: () => generation,
    put(tokenHash, found, startedAt) {
      if (options.ttlMs <= 0 || !options.coherent() || startedAt !== generation) return;
      const key = tokenHash.toString('base64');
      drop(key);
      while (entries.size >= max) drop(entries.keys().next().value!);
      entries.set(key, { found, until: now() + options.ttlMs });
      const keys = byMember.get(found.user.id) ?? new Set<string>();
      keys.add(key);
      byMember.set(found.user.id, keys);
    },
    forgetMember(userId) {
      generation += 1;
      for (const key of byMember.get(userId) ?? []) drop(key);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
      byMember.clear();
    },
  };
}
