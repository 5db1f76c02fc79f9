import { describe, expect, it } from 'vitest';
import { boardComments, commentsKey, episodeComments, galleryComments } from './comment-endpoints.ts';

describe('comment endpoints', () => {
  it('tell the sections of episodes, board posts and gallery items apart', () => {
    const keys = [
      commentsKey(episodeComments(1, 2)),
      commentsKey(boardComments(1, 2)),
      commentsKey(galleryComments(1, 2)),
      commentsKey(episodeComments(1, 3)),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(commentsKey(boardComments(1, 2))).toBe(commentsKey(boardComments(1, 2)));
  });
});
