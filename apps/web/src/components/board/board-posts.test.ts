import type { TBoardPost } from '@sogon/contract/schemas/board';
import { describe, expect, it } from 'vitest';
import {
  mergePosts,
  previewOf,
  withLinkedPost,
  withoutPost,
  withPost,
  withPostChange,
} from './board-posts.ts';

function makePost(overrides: Partial<TBoardPost> = {}): TBoardPost {
  return {
    id: 1,
    channelId: 3,
    title: '업로드 일정 안내',
    content: '매주 화요일에 올라와요.',
    isNotice: false,
    membersOnly: false,
    locked: false,
    author: { id: 9, username: '오디오툰공방', profileImg: '' },
    badge: null,
    likeCount: 0,
    commentCount: 0,
    liked: false,
    isMine: false,
    edited: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const ids = (posts: readonly TBoardPost[]) => posts.map((post) => post.id);

// Notice 1, then 3 (newer) and 2 (older).
const board = [
  makePost({ id: 1, isNotice: true, createdAt: '2026-11-01T00:00:00.000Z' }),
  makePost({ id: 3, createdAt: '2026-11-21T00:00:00.000Z' }),
  makePost({ id: 2, createdAt: '2026-11-10T00:00:00.000Z' }),
];

describe('withPost', () => {
  it('puts a new post after the notices and ahead of older posts', () => {
    const fresh = makePost({ id: 4, createdAt: '2026-11-22T00:00:00.000Z' });
    expect(ids(withPost(board, fresh))).toEqual([1, 4, 3, 2]);
  });

  it('puts a new notice on top', () => {
    const notice = makePost({ id: 4, isNotice: true, createdAt: '2026-11-22T00:00:00.000Z' });
    expect(ids(withPost(board, notice))).toEqual([4, 1, 3, 2]);
  });

  it('keeps an edited post in its place, and moves it when it becomes or stops being a notice', () => {
    expect(withPost(board, { ...board[2]!, title: '고친 제목' })[2]?.title).toBe('고친 제목');
    expect(ids(withPost(board, { ...board[2]!, isNotice: true }))).toEqual([2, 1, 3]);
    expect(ids(withPost(board, { ...board[0]!, isNotice: false }))).toEqual([3, 2, 1]);
  });
});

describe('paging and changes', () => {
  it('does not repeat posts that shifted onto the next page', () => {
    expect(ids(mergePosts(board, [makePost({ id: 2 }), makePost({ id: 0 })]))).toEqual([1, 3, 2, 0]);
  });

  it('drops a deleted post and changes one post', () => {
    expect(ids(withoutPost(board, 3))).toEqual([1, 2]);
    const liked = withPostChange(board, 3, { liked: true, likeCount: 1 });
    expect(liked[1]).toMatchObject({ id: 3, liked: true, likeCount: 1 });
    expect(liked[0]).toBe(board[0]);
  });
});

describe('previewOf', () => {
  it('shows a short post whole', () => {
    expect(previewOf('한 줄\n두 줄')).toEqual({ text: '한 줄\n두 줄', cut: false });
  });

  it('cuts after the first lines', () => {
    expect(previewOf('1\n2\n3\n4\n5', { lines: 4 })).toEqual({ text: '1\n2\n3\n4…', cut: true });
  });

  it('cuts a long line', () => {
    const preview = previewOf('가'.repeat(300), { chars: 180 });
    expect(preview.cut).toBe(true);
    expect(preview.text).toBe(`${'가'.repeat(180)}…`);
  });
});

describe('withLinkedPost', () => {
  it('puts a linked post that is not on the first page on top', () => {
    expect(ids(withLinkedPost(board, { id: 9, post: makePost({ id: 9 }) }))).toEqual([9, 1, 3, 2]);
  });

  it('leaves the first page alone when the post is on it, gone, or not asked for', () => {
    expect(ids(withLinkedPost(board, { id: 3, post: board[1]! }))).toEqual([1, 3, 2]);
    expect(ids(withLinkedPost(board, { id: 9, post: null }))).toEqual([1, 3, 2]);
    expect(ids(withLinkedPost(board, null))).toEqual([1, 3, 2]);
  });
});
