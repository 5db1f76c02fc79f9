import type { EpisodeFacts } from './repository.ts';

/**
 * Episode facts for the hot paths (a playtime report every 10 s per listener, visits): kept for
 * `ttlMs`, so an episode hidden or deleted meanwhile is still accepted for at most that long
 * (the batch writers drop rows of deleted episodes). Unknown ids are remembered too, so a flood
 * of bad ids costs one query each per window. Bounded: past `maxKeys` it starts over.
 */
/** How long episode facts are reused on the report path unless told otherwise. */
export const EPISODE_CACHE_MS = 30_000;

export function createEpisodeCache(options: {
  load: (id: number) => Promise<EpisodeFacts | null>;
  ttlMs?: number;
  maxKeys?: number;
  now?: () => number;
}) {
  const ttlMs = options.ttlMs ?? EPISODE_CACHE_MS;
  const maxKeys = options.maxKeys ?? 20_000;
  const now = options.now ?? Date.now;
  const held = new Map<number, { facts: EpisodeFacts | null; until: number }>();

  return {
    async get(id: number): Promise<EpisodeFacts | null> {
      const at = now();
      const hit = held.get(id);
      if (hit && hit.until > at) return hit.facts;
      const facts = await options.load(id);
      if (held.size >= maxKeys) held.clear();
      held.set(id, { facts, until: at + ttlMs });
      return facts;
    },
  };
}
