import { communityDetails as details } from '@sogon/contract/messages/community-details';
import { reportTexts } from '@sogon/contract/messages/reports';
import type {
  TComment,
  TCommentBody,
  TCommentDeleted,
  TCommentHidden,
  TCommentListQuery,
  TCommentPage,
} from '@sogon/contract/schemas/comments';
import type { AttemptLimiter } from '#api/adapters/rate-limit/attempt-limiter';
import { AppError } from '#api/http/app-error';
import { ownsChannel, requireChannelOwner } from '#api/modules/access';
import type { ChannelBlocks } from '#api/modules/channel-community';
import type { CommentRepository, CommentRow, CommentTarget, CommentTargetType } from './repository.ts';

export type { CommentTarget } from './repository.ts';

/**
 * The comment rules shared by episodes, board posts and gallery items (ADR 018). Callers resolve
 * the target first (it exists and the caller may see it); this module never decides visibility.
 */
export function createCommentService(deps: {
  comments: CommentRepository;
  postLimiter: AttemptLimiter;
  /** A member blocked from the channel writes no comments there. */
  blocks: Pick<ChannelBlocks, 'requireNotBlocked'>;
}) {
  const { comments } = deps;

  function present(row: CommentRow, target: { ownerUserId: number | null }, callerId: number | null) {
    const mine = callerId !== null && row.userId === callerId;
    const moderator = ownsChannel({ userId: callerId }, target);
    const readable = !row.isDeleted && (!row.isHidden || mine || moderator);
    return {
      id: row.id,
      targetCommentId: row.parentId ?? 0,
      commentContent: readable ? row.content : '',
      author: row.isDeleted
        ? null
        : row.authorExited
          ? { id: row.userId, username: details.exitedMember, profileImg: '' }
          : { id: row.userId, username: row.username, profileImg: row.profileImg },
      isCreator: !row.isDeleted && ownsChannel({ userId: row.userId }, target),
      isMine: mine && !row.isDeleted,
      isHidden: row.isHidden,
      isDeleted: row.isDeleted,
      replyCount: row.replyCount,
      createdAt: row.createdAt.toISOString(),
      badge: row.isDeleted ? null : row.badge,
    } satisfies TComment;
  }

  /** The comment with that id, if it hangs under this target. */
  async function ownComment(target: CommentTarget, commentId: number) {
    const found = await comments.byId(commentId);
    if (!found || found.targetType !== target.type || found.targetId !== target.id) {
      throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: details.commentMissing });
    }
    return found;
  }

  return {
    async list(
      target: CommentTarget,
      query: TCommentListQuery,
      callerId: number | null,
    ): Promise<TCommentPage> {
      const page = { limit: query.offset + 1, skip: (query.page - 1) * query.offset };
      const { rows, total } =
        query.targetId === 0
          ? await comments.topLevel(target, { ...page, ascending: query.sort === 'old' })
          : await comments.replies(target, query.targetId, page);
      return {
        comments: rows.slice(0, query.offset).map((row) => present(row, target, callerId)),
        totalCount: total,
        page: query.page,
        offset: query.offset,
        hasNext: rows.length > query.offset,
        canModerate: ownsChannel({ userId: callerId }, target),
      };
    },

    /**
     * Posts a comment. With a client key, a retry answers the comment the first try created
     * instead of a second one (the key is scoped to the target).
     */
    async post(target: CommentTarget, userId: number, body: TCommentBody, key?: string): Promise<TComment> {
      const clientKey = key ? `${target.type}:${target.id}:${key}` : null;
      if (clientKey) {
        const earlier = await comments.byClientKey(userId, clientKey);
        if (earlier) return present(earlier, target, userId);
      }
      await deps.blocks.requireNotBlocked(target.channelId, userId, 'comment');
      if (!(await deps.postLimiter.take(`comment:${userId}`)).allowed) {
        throw new AppError('ERROR_TOO_MANY_REQUESTS', { detail: details.commentTooFast });
      }
      const inserted = await comments.insert({
        target,
        userId,
        parentId: body.targetCommentId === 0 ? null : body.targetCommentId,
        content: body.commentContent,
        clientKey,
      });
      if (inserted === 'no-parent') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.replyTargetMissing });
      }
      const row =
        inserted === 'duplicate'
          ? await comments.byClientKey(userId, clientKey!)
          : await comments.read(inserted);
      if (!row) throw new AppError('ERROR_DATA_CREATE_FAILED');
      return present(row, target, userId);
    },

    /** Deletes the caller's own comment under this target; deleting it again answers the same. */
    async remove(target: CommentTarget, userId: number, commentId: number): Promise<TCommentDeleted> {
      const found = await ownComment(target, commentId);
      if (found.userId !== userId)
        throw new AppError('ERROR_PERMISSION_DENIED', { detail: details.notYourComment });
      await comments.remove(commentId);
      return { id: commentId, deleted: true };
    },

    /** Deletes the caller's own comment of this kind, by id alone (DELETE /v2/playlist/comment/{id}). */
    async removeOfKind(type: CommentTargetType, userId: number, commentId: number): Promise<TCommentDeleted> {
      const found = await comments.byId(commentId);
      if (!found || found.targetType !== type) {
        throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: details.commentMissing });
      }
      if (found.userId !== userId)
        throw new AppError('ERROR_PERMISSION_DENIED', { detail: details.notYourComment });
      await comments.remove(commentId);
      return { id: commentId, deleted: true };
    },

    /** The channel owner hides a comment under their channel, or shows it again. */
    async hide(userId: number, commentId: number, hidden: boolean): Promise<TCommentHidden> {
      const found = await comments.byId(commentId);
      if (!found) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: details.commentMissing });
      requireChannelOwner({ userId }, found, details.notModerator);
      if (found.hiddenByOps) {
        throw new AppError('ERROR_PERMISSION_DENIED', { detail: reportTexts.details.hiddenByOps });
      }
      await comments.setHidden(commentId, hidden);
      return { id: commentId, isHidden: hidden };
    },

    async count(target: CommentTarget): Promise<number> {
      return (await comments.counts(target.type, [target.id])).get(target.id) ?? 0;
    },

    counts: comments.counts,
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
