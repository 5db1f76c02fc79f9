import { describe, expect, it } from 'vitest';
import { boardPostHref, readChannelLink } from './channel-link.ts';

describe('readChannelLink', () => {
  it('opens the playlists by default and a named tab when asked', () => {
    expect(readChannelLink({})).toEqual({ tab: 'playlists', postId: null });
    expect(readChannelLink({ tab: 'gallery' })).toEqual({ tab: 'gallery', postId: null });
    expect(readChannelLink({ tab: 'board' })).toEqual({ tab: 'board', postId: null });
    expect(readChannelLink({ tab: 'settings' })).toEqual({ tab: 'playlists', postId: null });
  });

  it('opens the board at a post, even without tab=board', () => {
    expect(readChannelLink({ tab: 'board', post: '12' })).toEqual({ tab: 'board', postId: 12 });
    expect(readChannelLink({ post: '12' })).toEqual({ tab: 'board', postId: 12 });
    expect(readChannelLink({ tab: ['board', 'gallery'], post: ['5', '6'] })).toEqual({
      tab: 'board',
      postId: 5,
    });
  });

  it('ignores a post id that is not one', () => {
    for (const post of ['0', '-1', 'abc', '1.5', '9'.repeat(16), '']) {
      expect(readChannelLink({ tab: 'board', post }).postId, post).toBeNull();
    }
  });

  it('links back to the same place', () => {
    expect(boardPostHref(3, 7)).toBe('/channel/3?tab=board&post=7');
    const url = new URL(boardPostHref(3, 7), 'http://localhost');
    expect(readChannelLink(Object.fromEntries(url.searchParams))).toEqual({ tab: 'board', postId: 7 });
  });
});
