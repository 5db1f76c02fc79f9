import { describe, expect, it } from 'vitest';
import { afterEnded, nextLoopMode, skipTarget } from './queue.ts';

const ids = [11, 12, 13];

describe('after an episode ends', () => {
  it('plays the next episode', () => {
    expect(afterEnded({ currentId: 11, next: { contentId: 12 }, loop: 'off', playlistIds: null })).toEqual({
      kind: 'play',
      contentId: 12,
    });
  });

  it('stops after the last episode without looping', () => {
    expect(afterEnded({ currentId: 13, next: null, loop: 'off', playlistIds: ids })).toEqual({
      kind: 'stop',
    });
  });

  it('repeats the episode when looping one', () => {
    expect(afterEnded({ currentId: 12, next: { contentId: 13 }, loop: 'one', playlistIds: ids })).toEqual({
      kind: 'repeat',
    });
  });

  it('wraps to episode 1 when looping the playlist', () => {
    expect(afterEnded({ currentId: 13, next: null, loop: 'playlist', playlistIds: ids })).toEqual({
      kind: 'play',
      contentId: 11,
    });
  });

  it('asks for the episode ids before wrapping', () => {
    expect(afterEnded({ currentId: 13, next: null, loop: 'playlist', playlistIds: null })).toEqual({
      kind: 'need-playlist',
    });
  });

  it('repeats a one-episode playlist when looping it', () => {
    expect(afterEnded({ currentId: 11, next: null, loop: 'playlist', playlistIds: [11] })).toEqual({
      kind: 'repeat',
    });
  });
});

describe('the next button', () => {
  it('skips to the next episode even when looping one', () => {
    expect(skipTarget({ currentId: 11, next: { contentId: 12 }, loop: 'one', playlistIds: null })).toEqual({
      kind: 'play',
      contentId: 12,
    });
  });

  it('has nothing to skip to after the last episode unless looping the playlist', () => {
    expect(skipTarget({ currentId: 13, next: null, loop: 'one', playlistIds: ids })).toBeNull();
    expect(skipTarget({ currentId: 13, next: null, loop: 'playlist', playlistIds: ids })).toEqual({
      kind: 'play',
      contentId: 11,
    });
  });

  it('cycles the loop modes off → one → playlist → off', () => {
    expect(nextLoopMode('off')).toBe('one');
    expect(nextLoopMode('one')).toBe('playlist');
    expect(nextLoopMode('playlist')).toBe('off');
  });
});
