import type { THeldDeletedEpisode, THeldDeletedEpisodeDetail } from '@sogon/contract/schemas/purchases';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  adultAllowedSql,
  type GoneReason,
  goneEpisodeSql,
  goneReasonSql,
  holdsDeletedSql,
  liveRentalEndSql,
  shownChannelSql,
  subscribedHoldsSql,
} from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';

const LIMIT = 200;

interface HeldRow extends Record<string, unknown> {
  content_id: string | number;
  playlist_id: string | number;
  playlist_title: string;
  episode_no: number;
  title: string;
  cover_img: string;
  rented_until: Date | string | null;
  purchased: boolean;
  reason: GoneReason;
  subscribed: boolean;
  channel_name: string;
  description: string;
  media_type: THeldDeletedEpisodeDetail['mediaType'];
  duration_sec: number;
}

/** The gone episodes the member holds at `at`, in the viewer's 19+ rule (one, with `where`). */
function heldSql(userId: number, viewer: Viewer, at: Date, where: SQL): SQL {
  return sql`
    select c.id as content_id, c.playlist_id, p.title as playlist_title, c.episode_no, c.title,
           coalesce(nullif(c.cover_img, ''), p.cover_img) as cover_img,
           ${liveRentalEndSql(userId, at, 'c')} as rented_until,
           exists (select 1 from purchases pu
                    where pu.user_id = ${userId} and pu.playlist_id = c.playlist_id
                      and (pu.content_id = c.id or pu.content_id is null)) as purchased,
           ${goneReasonSql('c', 'p')} as reason,
           ${subscribedHoldsSql(userId, at, 'c')} as subscribed,
           ch.name as channel_name, c.description, c.media_type, c.duration_sec
      from contents c
      join playlists p on p.id = c.playlist_id
      join channels ch on ch.id = p.channel_id
     where ${where} and ${goneEpisodeSql('c', 'p')} and ${shownChannelSql('ch')}
       and ${adultAllowedSql(viewer, 'c', 'p', 'ch')}
       and ${holdsDeletedSql(userId, at, 'c')}`;
}

function toHeld(row: HeldRow): THeldDeletedEpisode {
  return {
    contentId: Number(row.content_id),
    playlistId: Number(row.playlist_id),
    playlistTitle: row.playlist_title,
    episodeNo: row.episode_no,
    title: row.title,
    coverImg: row.cover_img,
    rentedUntil: row.purchased || row.rented_until === null ? null : new Date(row.rented_until).toISOString(),
    subscribed: !row.purchased && row.subscribed,
    reason: row.reason,
  };
}

/**
 * The library's deleted episodes (ADR 066): what creators deleted, or took off the shelves with
 * their archived playlist, that the member still holds — bought, rented until a time still
 * ahead, or (archived) open by their subscription — so they find it and play it. Always the
 * primary, like every read of entitlement.
 */
export function createDeletedLibrary(db: Db, now: () => Date = () => new Date()) {
  return {
    async list(userId: number, viewer: Viewer): Promise<THeldDeletedEpisode[]> {
      const result = await db.execute<HeldRow>(sql`
        ${heldSql(userId, viewer, now(), sql`true`)}
         order by p.id, c.episode_no, c.id
         limit ${LIMIT}`);
      return result.rows.map(toHeld);
    },

    /** One gone episode for its page, or null when the member does not hold it (or it is not gone). */
    async one(userId: number, viewer: Viewer, contentId: number): Promise<THeldDeletedEpisodeDetail | null> {
      const result = await db.execute<HeldRow>(heldSql(userId, viewer, now(), sql`c.id = ${contentId}`));
      const row = result.rows[0];
      if (!row) return null;
      return {
        ...toHeld(row),
        channelName: row.channel_name,
        description: row.description,
        mediaType: row.media_type,
        durationSec: row.duration_sec,
      };
    },
  };
}

export type DeletedLibrary = ReturnType<typeof createDeletedLibrary>;
