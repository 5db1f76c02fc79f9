import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENT_PAGE_SIZE } from '../limits.ts';
import { multiline } from '../validation/control-characters.ts';

export { COMMENT_MAX_LENGTH, COMMENT_PAGE_SIZE } from '../limits.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The list query of every comment list (episode, board post, gallery item): sort `new` (default)
 * or `old` for top-level comments, `offset` as page size, `page` from 1, and `targetId` — 0 (the
 * default) lists top-level comments, a comment id lists that comment's replies, oldest first.
 */
export const ZCommentListQuery = z.object({
  sort: z.enum(['new', 'old']).default('new'),
  offset: z.coerce.number().int().min(1).max(100).default(COMMENT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  targetId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});
export type TCommentListQuery = z.infer<typeof ZCommentListQuery>;

/** The body of a board or gallery comment (spec section 3): commentContent, targetCommentId. */
export const ZCommentBody = z.object({
  commentContent: multiline(z.string())
    .trim()
    .min(1)
    .max(COMMENT_MAX_LENGTH)
    .describe(`the comment, 1 to ${COMMENT_MAX_LENGTH} characters after trimming`),
  targetCommentId: z.coerce
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .default(0)
    .describe('0 for a top-level comment, else the top-level comment this one replies to'),
});
export type TCommentBody = z.infer<typeof ZCommentBody>;

/** The body of an episode comment (spec section 3): playlistId, contentId, commentContent, targetCommentId. */
export const ZPlaylistCommentBody = ZCommentBody.extend({ playlistId: id, contentId: id });
export type TPlaylistCommentBody = z.infer<typeof ZPlaylistCommentBody>;

/** PUT /v1/playlist/comment/{id}/hide: isHide 1 (or true) hides, 0 (or false) shows again. */
export const ZCommentHideBody = z.object({
  isHide: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform((value) => value === true || value === 1),
});

export const ZCommentAuthor = z.object({
  id: z.number().int(),
  username: z.string(),
  profileImg: z.string(),
});

export const ZComment = z.object({
  id: z.number().int(),
  targetCommentId: z.number().int().describe('0 for a top-level comment, else the comment it replies to'),
  commentContent: z
    .string()
    .describe(
      'empty when the comment was deleted, or hidden and the caller is neither its author nor the channel owner',
    ),
  author: ZCommentAuthor.nullable().describe('null once the comment is deleted'),
  isCreator: z.boolean().describe('written by the owner of the channel'),
  isMine: z.boolean().describe('the caller wrote it (may delete it)'),
  isHidden: z.boolean().describe('the channel owner hid it'),
  isDeleted: z.boolean().describe('deleted by its author; kept in the list only while it has replies'),
  replyCount: z.number().int().describe('replies that are not deleted'),
  createdAt: z.string().describe('ISO 8601'),
  badge: z
    .string()
    .nullable()
    .describe("the badge of the author's live membership tier of the channel (issue 37), null when none"),
});
export type TComment = z.infer<typeof ZComment>;

export const ZCommentPage = z.object({
  comments: z.array(ZComment),
  totalCount: z.number().int().describe('comments in this list (top level, or replies of targetId)'),
  page: z.number().int(),
  offset: z.number().int(),
  hasNext: z.boolean(),
  canModerate: z.boolean().describe('the caller owns the channel: may hide comments'),
});
export type TCommentPage = z.infer<typeof ZCommentPage>;

export const ZCommentCount = z.object({
  count: z.number().int().describe('comments and replies, not deleted and not hidden'),
});
export type TCommentCount = z.infer<typeof ZCommentCount>;

export const ZCommentDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });
export type TCommentDeleted = z.infer<typeof ZCommentDeleted>;

export const ZCommentHidden = z.object({ id: z.number().int(), isHidden: z.boolean() });
export type TCommentHidden = z.infer<typeof ZCommentHidden>;
