import type { Db } from '#api/db/client';
import { listenForNotifications, type PgListener } from '#api/db/notifications';
import { createSessionCache, type SessionCache } from './session-cache.ts';

/** The NOTIFY channel of migration 0034: a member's id whenever their row or sessions change. */
export const MEMBER_CHANGED_CHANNEL = 'member_changed';

/**
 * The session cache and what keeps it true: a LISTEN on the primary that drops a member's
 * entries when the database says the member changed. None when caching is off.
 */
export function watchMemberChanges(
  db: Db,
  ttlMs: number,
): { cache: SessionCache; listener: PgListener } | null {
  if (ttlMs <= 0) return null;
  let listener: PgListener | null = null;
  const cache = createSessionCache({ ttlMs, coherent: () => listener?.listening() ?? false });
  listener = listenForNotifications({
    connection: db.$client.options,
    channel: MEMBER_CHANGED_CHANNEL,
    onNotify: (payload) => {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) cache.forgetMember(userId);
      else cache.forgetAll();
    },
    onReset: () => cache.forgetAll(),
  });
  return { cache, listener };
}
