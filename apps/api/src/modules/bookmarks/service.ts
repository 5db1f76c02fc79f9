import { BOOKMARKS_PER_MEMBER } from '@sogon/contract/limits';
import { bookmarkTexts } from '@sogon/contract/messages/bookmarks';
import type {
  TBookmark,
  TBookmarkPage,
  TBookmarkPageQuery,
  TBookmarkRemoved,
} from '@sogon/contract/schemas/bookmarks';
import { AppError } from '#api/http/app-error';
import { type Entitlements, mayPlay, playReason } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';
import type { BookmarkRepository, BookmarkRow } from './repository.ts';

const text = bookmarkTexts.details;

/** A member asking: their id and what they may see. */
export interface BookmarkMember {
  userId: number;
  viewer: Viewer;
}

/** Someone else's bookmark reads as absent (404, not 403): ids tell nothing. */
const missing = () => new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 404, detail: text.missing });

/** 북마크 (issue 42): a member's moments of the episodes they may see, each with an optional note. */
export function createBookmarks(deps: {
  bookmarks: BookmarkRepository;
  entitlements: Entitlements;
  now: () => Date;
  /** Bookmarks per member (default BOOKMARKS_PER_MEMBER). */
  cap?: number;
}) {
  const { bookmarks, entitlements, now } = deps;
  const cap = deps.cap ?? BOOKMARKS_PER_MEMBER;

  /** The answers, each with whether the member may play its episode in full (one lookup per playlist). */
  async function answers(member: BookmarkMember, rows: BookmarkRow[]): Promise<TBookmark[]> {
    const playlists = new Map<number, BookmarkRow[]>();
    for (const row of rows) playlists.set(row.playlistId, [...(playlists.get(row.playlistId) ?? []), row]);
    const playable = new Map<number, boolean>();
    await Promise.all(
      [...playlists].map(async ([playlistId, inPlaylist]) => {
        const first = inPlaylist[0]!;
        const held = await entitlements.forPlaylist(
          member.viewer,
          playlistId,
          { id: first.channelId, ownerUserId: first.ownerUserId },
          inPlaylist.map((row) => row.contentId),
        );
        for (const row of inPlaylist) {
          // The channel's owner plays all of it (access/entitlement.ts mayPlayEpisode).
          playable.set(
            row.id,
            held.owner || mayPlay(playReason({ id: row.contentId, isFree: row.isFree }, held)),
          );
        }
      }),
    );
    return rows.map((row) => ({
      id: row.id,
      contentId: row.contentId,
      playlistId: row.playlistId,
      episodeNo: row.episodeNo,
      title: row.title,
      playlistTitle: row.playlistTitle,
      coverImg: row.coverImg,
      mediaType: row.mediaType,
      durationSec: row.durationSec,
      position: row.position,
      note: row.note,
      playable: playable.get(row.id) ?? false,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function one(member: BookmarkMember, id: number): Promise<TBookmark> {
    const row = await bookmarks.one(member.userId, id, member.viewer, now());
    if (!row) throw missing();
    const [answer] = await answers(member, [row]);
    return answer!;
  }

  return {
    /** GET /v1/user/bookmarks: newest first; bookmarks of episodes the member may no longer see are left out. */
    async list(member: BookmarkMember, query: TBookmarkPageQuery): Promise<TBookmarkPage> {
      const { rows, total } = await bookmarks.page(member.userId, {
        viewer: member.viewer,
        at: now(),
        offset: (query.page - 1) * query.offset,
        limit: query.offset,
      });
      return { items: await answers(member, rows), total, offset: query.offset, page: query.page };
    },

    /** POST /v1/user/bookmarks: a moment within the duration of an episode the member may see. */
    async add(
      member: BookmarkMember,
      body: { contentId: number; position: number; note?: string | null | undefined },
    ): Promise<TBookmark> {
      const at = now();
      const episode = await bookmarks.visibleEpisode(member.viewer, body.contentId, at);
      if (!episode) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      if (body.position > episode.durationSec) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.position });
      }
      const saved = await bookmarks.save({
        userId: member.userId,
        contentId: body.contentId,
        position: body.position,
        note: body.note ?? null,
        at,
        cap,
      });
      if (saved === 'full')
        throw new AppError('ERROR_DATA_CREATE_FAILED', { status: 409, detail: text.full });
      return one(member, saved);
    },

    /** PATCH /v1/user/bookmarks/{id}: a new note (null: none). */
    async editNote(member: BookmarkMember, id: number, note: string | null): Promise<TBookmark> {
      const at = now();
      if (!(await bookmarks.one(member.userId, id, member.viewer, at))) throw missing();
      if (!(await bookmarks.setNote(member.userId, id, note, at))) throw missing();
      return one(member, id);
    },

    /** DELETE /v1/user/bookmarks/{id}. */
    async remove(member: BookmarkMember, id: number): Promise<TBookmarkRemoved> {
      if (!(await bookmarks.remove(member.userId, id))) throw missing();
      return { id };
    },
  };
}

export type Bookmarks = ReturnType<typeof createBookmarks>;
