import { HOME_BOARD_LIMIT } from '@sogon/contract/limits';
import { channelCommunityDetails as communityText } from '@sogon/contract/messages/channel-community';
import { communityDetails as details } from '@sogon/contract/messages/community-details';
import type {
  TBoardBody,
  TBoardCursorPage,
  TBoardCursorQuery,
  TBoardLikeAnswer,
  TBoardListQuery,
  TBoardPage,
  TBoardPost,
} from '@sogon/contract/schemas/board';
import type { THomeBoardPost } from '@sogon/contract/schemas/discovery';
import { AppError } from '#api/http/app-error';
import type { Entitlements } from '#api/modules/access';
import { ownsChannel, requireChannelOwner, requireVisibleChannel } from '#api/modules/access';
import type { ChannelRepository } from '#api/modules/channel';
import type { CommentService, CommentTarget } from '#api/modules/comments';
import type { Viewer } from '#api/modules/viewer';
import type { BoardRepository, BoardRow } from './repository.ts';

/** The home shelf shows posts of the last 90 days: news, not an archive. */
const HOME_BOARD_DAYS = 90;
const EXCERPT_LENGTH = 80;

/** The first line of a post, cut to one line of the home shelf. */
export function excerptOf(content: string): string {
  const line =
    content
      .split('\n')
      .find((part) => part.trim() !== '')
      ?.trim() ?? '';
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

interface Channel {
  id: number;
  ownerUserId: number | null;
}

/**
 * Channel boards (spec section 7 "Board"): everyone who may see the channel reads its posts;
 * only the channel's owner writes, edits and deletes them; members like and comment.
 */
export function createBoardService(deps: {
  boards: BoardRepository;
  channels: ChannelRepository;
  comments: CommentService;
  /** Members-only posts open to members of a tier with that benefit (ADR 066). */
  membersOnly: Pick<Entitlements, 'membersOnlyOpen'>;
}) {
  const { boards } = deps;

  async function visibleChannel(channelId: number, viewer: Viewer): Promise<Channel> {
    return requireVisibleChannel(viewer, await deps.channels.channel(channelId));
  }

  async function ownedChannel(channelId: number, viewer: Viewer): Promise<Channel> {
    return requireChannelOwner(viewer, await visibleChannel(channelId, viewer), details.notChannelOwner);
  }

  async function visiblePost(channelId: number, boardId: number, viewer: Viewer) {
    const channel = await visibleChannel(channelId, viewer);
    const row = await boards.post(boardId, viewer.userId);
    if (!row || row.channelId !== channel.id) {
      throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: details.boardMissing });
    }
    return { channel, row };
  }

  /** Whether the viewer reads the channel's members-only posts: its owner, or a member of a tier with them. */
  async function readsMembersOnly(channel: Channel, viewer: Viewer): Promise<boolean> {
    return ownsChannel(viewer, channel) || deps.membersOnly.membersOnlyOpen(viewer.userId, channel.id);
  }

  async function present(rows: BoardRow[], channel: Channel, viewer: Viewer): Promise<TBoardPost[]> {
    const [counts, member] = await Promise.all([
      deps.comments.counts(
        'board',
        rows.map((row) => row.id),
      ),
      rows.some((row) => row.membersOnly) ? readsMembersOnly(channel, viewer) : Promise.resolve(false),
    ]);
    const mine = ownsChannel(viewer, channel);
    return rows.map((row) => {
      // A members-only post shows its title to everyone and its words only to members.
      const locked = row.membersOnly && !member;
      return {
        id: row.id,
        channelId: row.channelId,
        title: row.title,
        content: locked ? '' : row.content,
        isNotice: row.isNotice,
        membersOnly: row.membersOnly,
        locked,
        author: { id: row.userId, username: row.username, profileImg: row.profileImg },
        badge: row.badge,
        likeCount: row.likeCount,
        commentCount: counts.get(row.id) ?? 0,
        liked: row.liked,
        isMine: mine,
        edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function presentOne(row: BoardRow, channel: Channel, viewer: Viewer): Promise<TBoardPost> {
    const [post] = await present([row], channel, viewer);
    return post!;
  }

  return {
    async page(channelId: number, query: TBoardListQuery, viewer: Viewer): Promise<TBoardPage> {
      const channel = await visibleChannel(channelId, viewer);
      const { rows, total } = await boards.page(
        channel.id,
        { limit: query.offset + 1, skip: (query.page - 1) * query.offset },
        viewer.userId,
      );
      return {
        items: await present(rows.slice(0, query.offset), channel, viewer),
        totalCount: total,
        page: query.page,
        offset: query.offset,
        hasNext: rows.length > query.offset,
        canWrite: ownsChannel(viewer, channel),
      };
    },

    async cursorPage(channelId: number, query: TBoardCursorQuery, viewer: Viewer): Promise<TBoardCursorPage> {
      const channel = await visibleChannel(channelId, viewer);
      const rows = await boards.cursorPage(
        channel.id,
        {
          ascending: query.sort === 'old',
          limit: query.offset + 1,
          after:
            query.lastCursor !== undefined && query.lastId !== undefined
              ? { createdAt: query.lastCursor, id: query.lastId }
              : null,
        },
        viewer.userId,
      );
      const shown = rows.slice(0, query.offset);
      const last = rows.length > query.offset ? shown[shown.length - 1] : undefined;
      return {
        items: await present(shown, channel, viewer),
        lastCursor: last?.cursor ?? null,
        lastId: last?.id ?? null,
        canWrite: ownsChannel(viewer, channel),
      };
    },

    async post(channelId: number, boardId: number, viewer: Viewer): Promise<TBoardPost> {
      const { channel, row } = await visiblePost(channelId, boardId, viewer);
      return presentOne(row, channel, viewer);
    },

    async create(channelId: number, viewer: Viewer, body: TBoardBody): Promise<TBoardPost> {
      const channel = await ownedChannel(channelId, viewer);
      const id = await boards.insert({ channelId: channel.id, userId: viewer.userId!, ...body });
      const row = await boards.post(id, viewer.userId);
      if (!row) throw new AppError('ERROR_DATA_CREATE_FAILED');
      return presentOne(row, channel, viewer);
    },

    async update(channelId: number, boardId: number, viewer: Viewer, body: TBoardBody): Promise<TBoardPost> {
      const channel = await ownedChannel(channelId, viewer);
      if (!(await boards.update(boardId, channel.id, body))) {
        throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: details.boardMissing });
      }
      const row = await boards.post(boardId, viewer.userId);
      if (!row) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: details.boardMissing });
      return presentOne(row, channel, viewer);
    },

    /** Deletes a post of the owner's channel; deleting it again answers the same. */
    async remove(channelId: number, boardId: number, viewer: Viewer) {
      const channel = await ownedChannel(channelId, viewer);
      await boards.remove(boardId, channel.id);
      return { id: boardId, deleted: true as const };
    },

    async toggleLike(channelId: number, boardId: number, viewer: Viewer): Promise<TBoardLikeAnswer> {
      const { row } = await visiblePost(channelId, boardId, viewer);
      return { boardId: row.id, ...(await boards.toggleLike(viewer.userId!, row.id)) };
    },

    /** A visible post as a comment target. */
    async commentTarget(channelId: number, boardId: number, viewer: Viewer): Promise<CommentTarget> {
      const { channel, row } = await visiblePost(channelId, boardId, viewer);
      // A locked members-only post: its conversation is the members' too.
      if (row.membersOnly && !(await readsMembersOnly(channel, viewer))) {
        throw new AppError('ERROR_PERMISSION_DENIED', {
          detail: communityText.membersOnly,
          reason: 'members_only',
        });
      }
      return { type: 'board', id: row.id, channelId: channel.id, ownerUserId: channel.ownerUserId };
    },

    /** GET /v2/service/home/board: the newest post of each recently active channel. */
    async home(viewer: Viewer): Promise<THomeBoardPost[]> {
      const rows = await boards.recentPerChannel({
        viewer,
        limit: HOME_BOARD_LIMIT,
        sinceDays: HOME_BOARD_DAYS,
      });
      const counts = await deps.comments.counts(
        'board',
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        channel: { id: row.channelId, name: row.channelName, profileImg: row.channelProfileImg },
        title: row.title,
        excerpt: excerptOf(row.content),
        commentCount: counts.get(row.id) ?? 0,
        likeCount: row.likeCount,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
