import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '#api/http/app-error';
import type { StreamScope } from '#api/modules/media';
import { liveVersionSql } from '#api/modules/subscriptions';
import type { Viewer } from '#api/modules/viewer';
import type { StreamedEpisode } from './stream.ts';
import { requireVisibleEpisode } from './visibility.ts';

/*
 * Deleted episodes (ADR 066): a creator's `deleted` episode is gone from every list and search,
 * and still plays, in full, for a member who holds it: bought it (its own purchase, or the
 * playlist's bundle) or holds a live rental of it. Everyone else, its owner included, gets the
 * answer of an episode that does not exist.
 *
 * An episode of an `archived` playlist (the creator took the playlist off the shelves, issue 37)
 * is gone the same way and held by the same rule; there a live subscription whose tier version
 * includes paid episodes holds it too, as it did while the playlist was on sale. `goneEpisodeSql`
 * says which episodes are gone, `holdsDeletedSql` / `holdsDeleted` who holds one.
 */

/** Why a held episode is in no list any more: deleted itself, or its playlist archived. */
export type GoneReason = 'deleted' | 'archived';

/** What a member holds of one deleted episode. */
export interface DeletedHolding {
  /** Bought: its purchase row, or the playlist's bundle. */
  purchased: boolean;
  /** The end of the latest live rental, null when none is live. */
  rentedUntil: Date | null;
  /**
   * A live tier version of the channel that includes paid episodes, read for an archived
   * playlist's own (not deleted) episode only (`subscribedHoldsSql`); false otherwise.
   */
  subscribed?: boolean;
}

/** The one rule: a purchase, a live rental, or (archived playlists' episodes) a subscription. */
export function holdsDeleted(holding: DeletedHolding): boolean {
  return holding.purchased || holding.rentedUntil !== null || holding.subscribed === true;
}

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * The episodes gone from every list that their holders still play: a deleted episode of a
 * published playlist, or a published or deleted episode of an archived playlist.
 */
export function goneEpisodeSql(contentAlias = 'c', playlistAlias = 'p'): SQL {
  if (!ALIAS.test(contentAlias) || !ALIAS.test(playlistAlias)) throw new Error('not a table alias');
  const c = sql.raw(contentAlias);
  const p = sql.raw(playlistAlias);
  return sql`((${c}.status = 'deleted' and ${p}.status = 'published')
              or (${p}.status = 'archived' and ${c}.status in ('published', 'deleted')))`;
}

/** Why the gone episode `alias` (its playlist `playlistAlias`) is gone, as a GoneReason. */
export function goneReasonSql(contentAlias = 'c', playlistAlias = 'p'): SQL {
  if (!ALIAS.test(contentAlias) || !ALIAS.test(playlistAlias)) throw new Error('not a table alias');
  return sql`(case when ${sql.raw(playlistAlias)}.status = 'archived' then 'archived' else 'deleted' end)`;
}

/**
 * Whether a live subscription holds the episode `alias`: only an archived playlist's episode
 * that is not itself deleted, by a live tier version including paid episodes.
 */
export function subscribedHoldsSql(userId: number, at: Date, alias = 'c'): SQL {
  if (!ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  const c = sql.raw(alias);
  return sql`(${c}.status <> 'deleted' and exists (
                select 1 from playlists sh_p
                 where sh_p.id = ${c}.playlist_id and sh_p.status = 'archived'
                   and exists (${liveVersionSql({ userId, channelId: sql.raw('sh_p.channel_id'), at })}
                               and lv_p.includes_paid_episodes)))`;
}

/** The end of the member's latest rental of episode `alias` live at `at` (null when none). */
export function liveRentalEndSql(userId: number, at: Date, alias = 'c'): SQL {
  if (!ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  const c = sql.raw(alias);
  const instant = sql`${at.toISOString()}::timestamptz`;
  return sql`(select max(r.ends_at) from rentals r
                where r.user_id = ${userId} and r.content_id = ${c}.id
                  and r.starts_at <= ${instant} and r.ends_at > ${instant})`;
}

/**
 * The same rule in SQL, for the gone episode `alias`: bought (its row or the bundle), a live
 * rental, or (an archived playlist's episode) a live subscription with paid episodes.
 */
export function holdsDeletedSql(userId: number, at: Date, alias = 'c'): SQL {
  if (!ALIAS.test(alias)) throw new Error(`not a table alias: ${alias}`);
  const c = sql.raw(alias);
  return sql`(exists (select 1 from purchases pu
                       where pu.user_id = ${userId} and pu.playlist_id = ${c}.playlist_id
                         and (pu.content_id = ${c}.id or pu.content_id is null))
              or ${liveRentalEndSql(userId, at, alias)} is not null
              or ${subscribedHoldsSql(userId, at, alias)})`;
}

interface Decision<T> {
  found: T;
  scope: StreamScope;
  until?: Date | null;
}

/**
 * The stream decision (access/stream.ts) with deleted episodes for their holders: whatever the
 * decision refuses as absent is looked for among deleted episodes, and plays for a member who
 * holds it — until the rental ends when a rental is all they hold.
 */
export function withDeletedForHolders<T extends StreamedEpisode, D extends Decision<T>>(
  access: { decide(contentId: number, viewer: Viewer): Promise<D> },
  deps: {
    /** A gone episode (goneEpisodeSql) in the loader's shape, or null. */
    deletedEpisode: (contentId: number) => Promise<T | null>;
    holding: (userId: number, contentId: number, at: Date) => Promise<DeletedHolding>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  return {
    async decide(contentId: number, viewer: Viewer): Promise<D> {
      try {
        return await access.decide(contentId, viewer);
      } catch (error) {
        if (
          !(error instanceof AppError) ||
          error.code !== 'ERROR_CONTENT_NOT_EXIST' ||
          viewer.userId === null
        ) {
          throw error;
        }
        const deleted = await deps.deletedEpisode(contentId);
        if (!deleted) throw error;
        const found = requireVisibleEpisode(viewer, deleted);
        const holding = await deps.holding(viewer.userId, contentId, now());
        if (!holdsDeleted(holding)) throw error;
        const decision = {
          found,
          scope: 'full' as const,
          until: holding.purchased || holding.subscribed ? null : holding.rentedUntil,
        };
        return decision as D;
      }
    },
  };
}
