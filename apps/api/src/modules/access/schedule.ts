import { sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { AppError } from '#api/http/app-error';
import type { Viewer } from '#api/modules/viewer';
import { ownsChannel } from './ownership.ts';
import { isOpen } from './visibility.ts';
import { earlyForMemberSql } from './visibility-sql.ts';

/*
 * The schedule rule (ADR 066) for one episode a service has loaded as published: open to
 * everyone at its open time; before it, only to the channel's owner and — from its early time
 * — to live members of its 선공개 tiers. Everyone else is told it does not exist.
 */

/** Whether a member holds 선공개 for an episode at a moment (one lookup, only for unopened episodes). */
export interface EarlyAccess {
  earlyFor(contentId: number, userId: number, at: Date): Promise<boolean>;
}

export function createEarlyAccess(db: ReadDb): EarlyAccess {
  return {
    async earlyFor(contentId, userId, at) {
      const result = await db.execute(sql`
        select 1 from contents c where c.id = ${contentId} and ${earlyForMemberSql(userId, at, 'c')}`);
      return result.rows.length > 0;
    },
  };
}

/** Whether the viewer may reach this published episode at `at` (play, key, position, like). */
export async function opensFor(
  viewer: Pick<Viewer, 'userId'>,
  found: { content: { id: number; openDt: Date }; channel: { ownerUserId: number | null } },
  at: Date,
  early: EarlyAccess,
): Promise<boolean> {
  if (isOpen(found.content, at)) return true;
  if (viewer.userId === null) return false;
  if (ownsChannel(viewer, found.channel)) return true;
  return early.earlyFor(found.content.id, viewer.userId, at);
}

/** The episode as `opensFor` lets the viewer reach it, else 404 as if absent (no title leaks). */
export async function requireOpenFor<
  T extends { content: { id: number; openDt: Date }; channel: { ownerUserId: number | null } },
>(viewer: Pick<Viewer, 'userId'>, found: T, at: Date, early: EarlyAccess): Promise<T> {
  if (!(await opensFor(viewer, found, at, early))) throw new AppError('ERROR_CONTENT_NOT_EXIST');
  return found;
}
