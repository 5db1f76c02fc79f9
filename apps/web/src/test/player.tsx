import { ApiError } from '@sogon/contract/api-client';
import { type TPlaySource, ZPlaySource } from '@sogon/contract/schemas/media';
import { type PlayerAccess, PlayerContext } from '@web/components/player/player-context';
import { AudioOutput } from '@web/lib/player/audio-output';
import { PlayerEngine } from '@web/lib/player/engine';
import { FakeMedia } from '@web/lib/player/fake-media';
import { attachSource } from '@web/lib/player/hls-attach';
import { DEFAULT_PREFERENCES } from '@web/lib/player/preferences';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

/** A play source as the API sends it, parsed by the contract's schema. */
export function playSource(contentId: number, overrides: Partial<TPlaySource> = {}): TPlaySource {
  return ZPlaySource.parse({
    contentId,
    playlistId: 10,
    episodeNo: contentId,
    title: `${contentId}화 빗소리`,
    playlistTitle: '빗소리 모음',
    channelName: '소곤',
    channelId: 1,
    isOwner: false,
    cover: `/covers/${contentId}.webp`,
    kind: 'audio',
    src: `/media/${contentId}/master.m3u8`,
    scope: 'full',
    previewSec: null,
    expiresAt: null,
    durationSec: 600,
    loudness: null,
    peaks: [],
    frames: [],
    captions: [],
    resumeAt: 0,
    next: null,
    ...overrides,
  });
}

const engines: PlayerEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.close();
});

/**
 * The app's player engine with the browser's parts played by fakes: the media elements
 * (FakeMedia), a clock the test moves, the sleep timer's tick and the notices it raises.
 */
export function testPlayer(sources: Record<number, TPlaySource>) {
  const clock = { now: Date.parse('2026-12-01T21:00:00Z') };
  const ticks = new Set<() => void>();
  const elements: FakeMedia[] = [];
  const notices: string[] = [];
  const engine = new PlayerEngine({
    fetchSource: async (contentId) => {
      const found = sources[contentId];
      if (!found) throw new ApiError('ERROR_CONTENT_NOT_EXIST', 404);
      return found;
    },
    fetchPlaylistIds: async () => [],
    createReporter: () => ({
      start: () => undefined,
      markPlaying: () => undefined,
      pause: () => undefined,
      end: () => undefined,
      stop: () => undefined,
    }),
    preferences: { ...DEFAULT_PREFERENCES },
    savePreferences: () => undefined,
    rememberRecent: () => undefined,
    notify: (kind) => notices.push(kind),
    createMedia: (tag) => {
      const media = new FakeMedia(tag);
      elements.push(media);
      return media as unknown as HTMLElementTagNameMap[typeof tag];
    },
    attach: attachSource,
    output: new AudioOutput(),
    now: () => clock.now,
    every: (_ms, tick) => {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
  });
  engines.push(engine);
  const access: PlayerAccess = {
    engine: () => engine,
    subscribe: () => () => undefined,
    run: (action) => action(engine),
    preload: () => undefined,
    loadAll: async () => undefined,
  };
  return {
    engine,
    clock,
    notices,
    /** The <audio> the engine plays on. */
    audio: () => elements.find((element) => element.tagName === 'audio')!,
    /** One tick of the sleep timer. */
    tick: () => {
      for (const tick of [...ticks]) tick();
    },
    /** `ui` with the engine given as the root layout's PlayerHost gives it. */
    withPlayer: (ui: ReactElement) => <PlayerContext value={access}>{ui}</PlayerContext>,
  };
}

/** Lets the source fetch and the attach the engine started finish. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
