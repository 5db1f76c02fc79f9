import { parseLsn } from './lsn.ts';

/** How long a member's last write position is remembered: longer than a usable replica may lag. */
export const WRITE_MARK_TTL_MS = 60_000;

/**
 * Where each member's last write stands in the primary's WAL, for a short while after it
 * (read-your-writes): a read by that member may use the replica only once the replica has
 * replayed past it. Positions are PostgreSQL's text form (`16/B374D848`). One server keeps them
 * in memory; several servers behind a balancer need a shared implementation (Redis), which must
 * keep the same rule: a mark never moves back, and it lapses `ttl` after the last write.
 */
export interface WriteMarks {
  mark(userId: number, lsn: string): Promise<void>;
  /** The member's last write position, or null when none is remembered. */
  get(userId: number): Promise<string | null>;
}

/** Write marks of this process; expired ones are swept as new ones come in. */
export function createMemoryWriteMarks(
  options: { ttlMs?: number; now?: () => number } = {},
): WriteMarks & { size(): number } {
  const ttlMs = options.ttlMs ?? WRITE_MARK_TTL_MS;
  const now = options.now ?? Date.now;
  const marks = new Map<number, { lsn: bigint; text: string; expiresAt: number }>();
  let sinceSweep = 0;

  function sweep(at: number) {
    for (const [userId, mark] of marks) if (mark.expiresAt <= at) marks.delete(userId);
  }

  return {
    async mark(userId, text) {
      const at = now();
      const lsn = parseLsn(text);
      if (++sinceSweep >= 1000) {
        sinceSweep = 0;
        sweep(at);
      }
      const known = marks.get(userId);
      const keep = known && known.expiresAt > at && known.lsn > lsn ? known : { lsn, text };
      marks.set(userId, { lsn: keep.lsn, text: keep.text, expiresAt: at + ttlMs });
    },
    async get(userId) {
      const known = marks.get(userId);
      if (!known) return null;
      if (known.expiresAt <= now()) {
        marks.delete(userId);
        return null;
      }
      return known.text;
    },
    size: () => marks.size,
  };
}
