import type { TComment } from '@sogon/contract/schemas/comments';
import { describe, expect, it } from 'vitest';
import {
  commentBody,
  countDelta,
  mergeComments,
  withHidden,
  withoutComment,
  withPosted,
  withReply,
  withReplyCount,
} from './comment-list.ts';

function makeComment(overrides: Partial<TComment> = {}): TComment {
  return {
    id: 1,
    targetCommentId: 0,
    commentContent: '좋아요',
    author: { id: 7, username: '소곤이', profileImg: '' },
    isCreator: false,
    isMine: false,
    isHidden: false,
    isDeleted: false,
    replyCount: 0,
    createdAt: '2026-11-22T10:00:00.000Z',
    badge: null,
    ...overrides,
  };
}

const ids = (list: readonly TComment[] | null) => list?.map((comment) => comment.id) ?? null;

describe('mergeComments', () => {
  it('appends the next page without repeating comments that shifted into it', () => {
    const shown = [makeComment({ id: 3 }), makeComment({ id: 2 })];
    const next = [makeComment({ id: 2 }), makeComment({ id: 1 })];
    expect(ids(mergeComments(shown, next))).toEqual([3, 2, 1]);
  });
});

describe('withPosted', () => {
  const shown = [makeComment({ id: 2 }), makeComment({ id: 1 })];

  it('puts a new comment first when the newest come first', () => {
    expect(ids(withPosted(shown, makeComment({ id: 9 }), 'new', true))).toEqual([9, 2, 1]);
  });

  it('puts it last in 등록순 when the last page is shown, and leaves it for a later page otherwise', () => {
    expect(ids(withPosted(shown, makeComment({ id: 9 }), 'old', false))).toEqual([2, 1, 9]);
    expect(withPosted(shown, makeComment({ id: 9 }), 'old', true)).toBeNull();
  });

  it('does not show a retried comment twice', () => {
    expect(ids(withPosted(shown, makeComment({ id: 2 }), 'new', false))).toEqual([2, 1]);
  });
});

describe('withReply', () => {
  it('adds a reply at the end unless more replies are still to load', () => {
    const shown = [makeComment({ id: 5, targetCommentId: 1 })];
    const reply = makeComment({ id: 6, targetCommentId: 1 });
    expect(ids(withReply(shown, reply, false))).toEqual([5, 6]);
    expect(ids(withReply(shown, reply, true))).toEqual([5]);
    expect(ids(withReply([...shown, reply], reply, false))).toEqual([5, 6]);
  });
});

describe('withoutComment', () => {
  it('keeps a deleted top-level comment with replies as a placeholder without author or text', () => {
    const [placeholder] = withoutComment([makeComment({ id: 1, replyCount: 2, isMine: true })], 1);
    expect(placeholder).toMatchObject({
      id: 1,
      isDeleted: true,
      author: null,
      commentContent: '',
      isMine: false,
      replyCount: 2,
    });
    expect(commentBody(placeholder!)).toBe('deleted');
  });

  it('removes a comment without replies, and any reply', () => {
    expect(withoutComment([makeComment({ id: 1 }), makeComment({ id: 2 })], 1).map((c) => c.id)).toEqual([2]);
    expect(withoutComment([makeComment({ id: 4, targetCommentId: 1, replyCount: 0 })], 4)).toEqual([]);
  });
});

describe('withReplyCount', () => {
  it('counts replies up and down', () => {
    const [up] = withReplyCount([makeComment({ id: 1, replyCount: 1 })], 1, 1);
    expect(up?.replyCount).toBe(2);
    const [down] = withReplyCount([makeComment({ id: 1, replyCount: 1 })], 1, -1);
    expect(down?.replyCount).toBe(0);
  });

  it('drops a deleted comment once its last reply is gone', () => {
    const deleted = makeComment({ id: 1, replyCount: 1, isDeleted: true, author: null, commentContent: '' });
    expect(withReplyCount([deleted], 1, -1)).toEqual([]);
  });
});

describe('hiding', () => {
  it('marks the comment hidden or shown', () => {
    expect(withHidden([makeComment({ id: 1 })], 1, true)[0]?.isHidden).toBe(true);
    expect(withHidden([makeComment({ id: 1, isHidden: true })], 1, false)[0]?.isHidden).toBe(false);
  });

  it('shows the placeholder only to those the API gave no text', () => {
    expect(commentBody(makeComment({ isHidden: true, commentContent: '' }))).toBe('hidden');
    // The author and the channel owner still read it.
    expect(commentBody(makeComment({ isHidden: true, commentContent: '안녕' }))).toBe('text');
  });
});

describe('countDelta (comments and replies, neither deleted nor hidden)', () => {
  it('drops by one when a counted comment is deleted or hidden', () => {
    expect(countDelta(makeComment(), 'delete')).toBe(-1);
    expect(countDelta(makeComment(), 'hide')).toBe(-1);
  });

  it('does not move for a comment that was not counted', () => {
    expect(countDelta(makeComment({ isHidden: true }), 'delete')).toBe(0);
    expect(countDelta(makeComment({ isHidden: true }), 'hide')).toBe(0);
    expect(countDelta(makeComment({ isDeleted: true }), 'show')).toBe(0);
  });

  it('rises by one when a hidden comment is shown again', () => {
    expect(countDelta(makeComment({ isHidden: true }), 'show')).toBe(1);
    expect(countDelta(makeComment(), 'show')).toBe(0);
  });
});
