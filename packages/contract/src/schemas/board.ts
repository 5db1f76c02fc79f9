import { z } from 'zod';
import { BOARD_CONTENT_MAX_LENGTH, BOARD_PAGE_SIZE, BOARD_TITLE_MAX_LENGTH } from '../limits.ts';
import { multiline } from '../validation/control-characters.ts';
import { ZChannelPlaylistQuery } from './channel.ts';
import { ZCommentAuthor } from './comments.ts';

export { BOARD_CONTENT_MAX_LENGTH, BOARD_PAGE_SIZE, BOARD_TITLE_MAX_LENGTH } from '../limits.ts';

/** GET /v1/channel/{id}/board: notices first, then newest first, by page. */
export const ZBoardListQuery = z.object({
  offset: z.coerce.number().int().min(1).max(50).default(BOARD_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TBoardListQuery = z.infer<typeof ZBoardListQuery>;

/**
 * GET /v1/channel/{id}/boardCursor: a keyset page on (created_at, id), newest first; the cursor
 * names follow the channel playlist cursor (lastCursor is the last post's createdAt).
 */
export const ZBoardCursorQuery = ZChannelPlaylistQuery.safeExtend({
  offset: z.coerce.number().int().min(1).max(50).default(BOARD_PAGE_SIZE),
});
export type TBoardCursorQuery = z.infer<typeof ZBoardCursorQuery>;

/** POST and PUT /v1/channel/{id}/board. */
export const ZBoardBody = z.object({
  title: z.string().trim().min(1).max(BOARD_TITLE_MAX_LENGTH),
  content: multiline(z.string()).trim().min(1).max(BOARD_CONTENT_MAX_LENGTH),
  isNotice: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .default(false)
    .transform((value) => value === true || value === 1)
    .describe('pinned above the other posts as a notice'),
  membersOnly: z
    .boolean()
    .default(false)
    .describe('readable in full only by members of a tier with members-only posts (and the owner)'),
});
export type TBoardBody = z.infer<typeof ZBoardBody>;

export const ZBoardPost = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  title: z.string(),
  content: z.string().describe('empty while locked'),
  isNotice: z.boolean(),
  membersOnly: z.boolean(),
  locked: z.boolean().describe('a members-only post the caller may not read: no content, no comments'),
  author: ZCommentAuthor,
  badge: z
    .string()
    .nullable()
    .describe("the badge of the author's live membership tier of the channel (issue 37), null when none"),
  likeCount: z.number().int(),
  commentCount: z.number().int().describe('comments and replies, not deleted and not hidden'),
  liked: z.boolean().describe('the caller likes the post (always false for visitors)'),
  isMine: z.boolean().describe('the caller owns the channel: may edit and delete'),
  edited: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
export type TBoardPost = z.infer<typeof ZBoardPost>;

export const ZBoardPage = z.object({
  items: z.array(ZBoardPost),
  totalCount: z.number().int(),
  page: z.number().int(),
  offset: z.number().int(),
  hasNext: z.boolean(),
  canWrite: z.boolean().describe('the caller owns the channel: may post'),
});
export type TBoardPage = z.infer<typeof ZBoardPage>;

export const ZBoardCursorPage = z.object({
  items: z.array(ZBoardPost),
  lastCursor: z.string().nullable().describe('createdAt of the last post, null when there is no next page'),
  lastId: z.number().int().nullable(),
  canWrite: z.boolean(),
});
export type TBoardCursorPage = z.infer<typeof ZBoardCursorPage>;

export const ZBoardLikeAnswer = z.object({
  boardId: z.number().int(),
  liked: z.boolean(),
  likeCount: z.number().int(),
});
export type TBoardLikeAnswer = z.infer<typeof ZBoardLikeAnswer>;

export const ZBoardDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });
