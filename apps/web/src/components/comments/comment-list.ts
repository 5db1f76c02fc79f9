import type { TComment } from '@sogon/contract/schemas/comments';

/**
 * Pure changes to a shown list of comments (top level or one comment's replies), so the section
 * can follow what the member did without asking the API for the list again.
 */

/** The next page after what is shown; comments that shifted into it since are not repeated. */
export function mergeComments(shown: readonly TComment[], next: readonly TComment[]): TComment[] {
  const known = new Set(shown.map((comment) => comment.id));
  return [...shown, ...next.filter((comment) => !known.has(comment.id))];
}

/**
 * Where a new top-level comment shows: first when the newest come first; last when the oldest
 * come first and the last page is shown. Otherwise it waits on a later page (null).
 */
export function withPosted(
  shown: readonly TComment[],
  comment: TComment,
  sort: 'new' | 'old',
  hasNext: boolean,
): TComment[] | null {
  if (shown.some((item) => item.id === comment.id)) return [...shown];
  if (sort === 'new') return [comment, ...shown];
  return hasNext ? null : [...shown, comment];
}

/** A reply at the end of a shown reply list (replies run oldest first), unless more are to come. */
export function withReply(shown: readonly TComment[], reply: TComment, hasNext: boolean): TComment[] {
  if (hasNext || shown.some((item) => item.id === reply.id)) return [...shown];
  return [...shown, reply];
}

/** What the API leaves of a deleted comment that still has replies. */
export function deletedPlaceholder(comment: TComment): TComment {
  return {
    ...comment,
    commentContent: '',
    author: null,
    isCreator: false,
    isMine: false,
    isDeleted: true,
    badge: null,
  };
}

/**
 * After deleting `id`: a top-level comment with replies stays as '삭제된 댓글입니다.',
 * anything else leaves the list.
 */
export function withoutComment(shown: readonly TComment[], id: number): TComment[] {
  return shown.flatMap((comment) => {
    if (comment.id !== id) return [comment];
    return comment.targetCommentId === 0 && comment.replyCount > 0 ? [deletedPlaceholder(comment)] : [];
  });
}

/**
 * A reply under `parentId` was posted (+1) or deleted (-1). A deleted comment whose last reply
 * went leaves the list, as the API no longer lists it.
 */
export function withReplyCount(shown: readonly TComment[], parentId: number, delta: 1 | -1): TComment[] {
  return shown.flatMap((comment) => {
    if (comment.id !== parentId) return [comment];
    const replyCount = Math.max(0, comment.replyCount + delta);
    if (comment.isDeleted && replyCount === 0) return [];
    return [{ ...comment, replyCount }];
  });
}

export function withHidden(shown: readonly TComment[], id: number, isHidden: boolean): TComment[] {
  return shown.map((comment) => (comment.id === id ? { ...comment, isHidden } : comment));
}

/**
 * How the section's count (comments and replies, neither deleted nor hidden) moves when a comment
 * is deleted, hidden or shown again.
 */
export function countDelta(comment: TComment, change: 'delete' | 'hide' | 'show'): number {
  if (comment.isDeleted) return 0;
  if (change === 'delete') return comment.isHidden ? 0 : -1;
  if (change === 'hide') return comment.isHidden ? 0 : -1;
  return comment.isHidden ? 1 : 0;
}

/** What a comment shows in place of its text: its own words, or why there are none. */
export function commentBody(comment: TComment): 'text' | 'deleted' | 'hidden' {
  if (comment.isDeleted) return 'deleted';
  if (comment.isHidden && comment.commentContent === '') return 'hidden';
  return 'text';
}
