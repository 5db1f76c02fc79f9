import { describe, expect, it } from 'vitest';
import {
  boardComments,
  episodeComments,
  galleryComments,
  hideCommentPath,
  removeCommentPath,
} from './comment-endpoints.ts';

describe('comment endpoints', () => {
  it('reads and writes episode comments under /v2/playlist/comment, with the episode in the body', () => {
    const episode = episodeComments(4, 12);
    expect(episode.list).toBe('/v2/playlist/comment/4/12');
    expect(episode.post).toBe('/v2/playlist/comment');
    expect(episode.postFields).toEqual({ playlistId: 4, contentId: 12 });
    expect(episode.count).toBe('/v2/playlist/comment/count/4/12');
    expect(removeCommentPath(episode, 30)).toBe('/v2/playlist/comment/30');
  });

  it('nests board and gallery comments under their channel', () => {
    const board = boardComments(1, 2);
    expect([board.list, board.post, removeCommentPath(board, 3)]).toEqual([
      '/v1/channel/1/board/2/comment',
      '/v1/channel/1/board/2/comment',
      '/v1/channel/1/board/2/comment/3',
    ]);
    expect(removeCommentPath(galleryComments(5, 6), 7)).toBe('/v2/channel/5/gallery/6/comment/7');
    expect(board.postFields).toBeUndefined();
  });

  it('hides any comment by id alone', () => {
    expect(hideCommentPath(9)).toBe('/v1/playlist/comment/9/hide');
  });
});
