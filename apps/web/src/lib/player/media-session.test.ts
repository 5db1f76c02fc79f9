import type { TPlaySource } from '@sogon/contract/schemas/media';
import { describe, expect, it } from 'vitest';
import { positionState, sessionMetadata } from './media-session.ts';

const source: TPlaySource = {
  contentId: 7,
  playlistId: 3,
  episodeNo: 2,
  title: '빗소리와 속삭임',
  playlistTitle: '잠 못 드는 밤',
  channelName: '소곤 스튜디오',
  channelId: 1,
  isOwner: false,
  cover: '/covers/3.svg',
  kind: 'audiotoon',
  src: '/media/hls/7/t/master.m3u8',
  scope: 'full',
  previewSec: null,
  expiresAt: null,
  durationSec: 600,
  loudness: null,
  peaks: [],
  frames: [{ atMs: 5_000, src: '/media/frames/7/1.webp?t=x', width: 720, height: 1280, alt: '창가' }],
  captions: [],
  resumeAt: 0,
  next: null,
};

describe('lock-screen metadata', () => {
  it('names the episode, channel and playlist, with the cover before the first image', () => {
    expect(sessionMetadata(source, -1)).toEqual({
      title: '2화 · 빗소리와 속삭임',
      artist: '소곤 스튜디오',
      album: '잠 못 드는 밤',
      artwork: [{ src: '/covers/3.svg', type: 'image/svg+xml' }],
    });
  });

  it('switches the artwork to the audio-toon image on screen', () => {
    expect(sessionMetadata(source, 0).artwork).toEqual([
      { src: '/media/frames/7/1.webp?t=x', sizes: '720x1280', type: 'image/webp' },
    ]);
  });
});

describe('position state', () => {
  it('clamps the position into the duration', () => {
    expect(positionState(60, 61, 1)).toEqual({ duration: 60, position: 60, playbackRate: 1 });
  });

  it('is null when the browser would reject it', () => {
    expect(positionState(Number.NaN, 1, 1)).toBeNull();
    expect(positionState(Number.POSITIVE_INFINITY, 1, 1)).toBeNull();
    expect(positionState(60, 1, 0)).toBeNull();
  });
});
