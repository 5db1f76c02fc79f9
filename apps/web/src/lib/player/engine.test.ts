import { ApiError } from '@sogon/contract/api-client';
import { type TPlaySource, ZPlaySource } from '@sogon/contract/schemas/media';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlaytimeQueue } from '../playback/playtime-queue.ts';
import { createPlaytimeReporter } from '../playback/reporter.ts';
import { AudioOutput } from './audio-output.ts';
import { PlayerEngine } from './engine.ts';
import { FakeMedia } from './fake-media.ts';
import { attachSource } from './hls-attach.ts';
import { playErrorText } from './play-error.ts';
import { DEFAULT_PREFERENCES, type PlayerPreferences } from './preferences.ts';
import { MAX_SPEED } from './speed.ts';

/** A play source as the API sends it: parsed by the contract's schema, so it cannot drift from it. */
function episode(contentId: number, overrides: Partial<TPlaySource> = {}): TPlaySource {
  return ZPlaySource.parse({
    contentId,
    playlistId: 10,
    episodeNo: contentId,
    title: `${contentId}화`,
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

interface Setup {
  sources: Record<number, TPlaySource | ApiError>;
  playlists?: Record<number, number[]>;
  preferences?: Partial<PlayerPreferences>;
}

const engines: PlayerEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.close();
  vi.unstubAllGlobals();
});

/** The engine with this file's fakes of the browser: media elements, a clock and the sleep timer's tick. */
function setup({ sources, playlists = {}, preferences = {} }: Setup) {
  const clock = { now: Date.parse('2026-01-01T00:00:00Z') };
  const ticks = new Set<() => void>();
  const elements: FakeMedia[] = [];
  const fetched: number[] = [];
  const notices: string[] = [];
  const saved: PlayerPreferences[] = [];
  const recent: [number, number][] = [];
  const reports: { contentId: number; playtime: number; interval: number; end?: string }[] = [];
  const sleepMarks: { contentId: number; position: number; at: number }[] = [];
  const engine = new PlayerEngine({
    fetchSource: async (contentId) => {
      fetched.push(contentId);
      const found = sources[contentId] ?? new ApiError('ERROR_CONTENT_NOT_EXIST', 404);
      if (found instanceof ApiError) throw found;
      return found;
    },
    fetchPlaylistIds: async (playlistId) => playlists[playlistId] ?? [],
    createReporter: (options) =>
      createPlaytimeReporter({
        ...options,
        now: () => clock.now,
        lifecycle: null,
        queue: createPlaytimeQueue({
          send: (events) => {
            for (const { id, ...body } of events) reports.push({ contentId: id, ...body });
            return undefined;
          },
        }),
      }),
    preferences: { ...DEFAULT_PREFERENCES, ...preferences },
    savePreferences: (next) => saved.push(next),
    rememberRecent: (playlistId, contentId) => recent.push([playlistId, contentId]),
    notify: (kind, error) => notices.push(error ? `${kind}:${error}` : kind),
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
    onSleepFade: (mark) => sleepMarks.push(mark),
  });
  engines.push(engine);
  const media = (tag: 'audio' | 'video' = 'audio') => elements.find((element) => element.tagName === tag)!;
  return {
    engine,
    media,
    clock,
    sleepMarks,
    fetched,
    notices,
    saved,
    recent,
    reports,
    state: () => engine.getSnapshot(),
    /** One tick of the sleep timer. */
    tick: () => {
      for (const tick of [...ticks]) tick();
    },
  };
}

/** Lets the fetches and the attach the engine started finish. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('PlayerEngine', () => {
  it('loads the episode a listener presses play on and plays it', async () => {
    const { engine, media, state, fetched, recent } = setup({ sources: { 1: episode(1) } });
    engine.play(1, { hint: { playlistId: 10, title: '1화' } });
    expect(state()).toMatchObject({ status: 'loading', contentId: 1, hint: { title: '1화' } });
    await settle();
    expect(fetched).toEqual([1]);
    expect(media().src).toBe('/media/1/master.m3u8');
    expect(state()).toMatchObject({ status: 'ready', playing: true, duration: 600, error: null });
    expect(state().source?.title).toBe('1화');
    expect(recent).toEqual([[10, 1]]);
  });

  it('starts where the member left off', async () => {
    const { engine, media, state } = setup({ sources: { 1: episode(1, { resumeAt: 120 }) } });
    engine.play(1);
    await settle();
    expect(state().time).toBe(120);
    media().loadMetadata(600);
    expect(media().currentTime).toBe(120);
  });

  it('starts a moment link (startAt) where it says, and a preview never past its end', async () => {
    const { engine, media, state } = setup({
      sources: {
        1: episode(1, { resumeAt: 120 }),
        2: episode(2, { scope: 'preview', previewSec: 60 }),
        3: episode(3, { scope: 'preview', previewSec: 60 }),
      },
    });
    engine.play(1, { startAt: 75 });
    await settle();
    expect(state().time).toBe(75);
    media().loadMetadata(600);
    expect(media().currentTime).toBe(75);
    engine.play(2, { startAt: 30 });
    await settle();
    expect(state()).toMatchObject({ time: 30, playableUntil: 60 });
    // Beyond the preview: the preview from its start, not the paid moment.
    engine.play(3, { startAt: 75 });
    await settle();
    expect(state()).toMatchObject({ contentId: 3, time: 0, previewEnded: false });
  });

  it('plays a video episode on the <video>, with its cover as the poster', async () => {
    const { engine, media, state } = setup({ sources: { 1: episode(1, { kind: 'video' }) } });
    engine.play(1);
    await settle();
    expect(media('video').poster).toBe('/covers/1.webp');
    expect(media('video').paused).toBe(false);
    expect(media('audio').paused).toBe(true);
    expect(state().playing).toBe(true);
  });

  it('pauses and resumes, and reports only the time heard', async () => {
    const { engine, media, state, clock, reports } = setup({ sources: { 1: episode(1) } });
    engine.play(1);
    await settle();
    clock.now += 30_000;
    media().playTo(30);
    engine.toggle();
    expect(media().paused).toBe(true);
    expect(state().playing).toBe(false);
    clock.now += 60_000;
    engine.toggle();
    await settle();
    expect(media().paused).toBe(false);
    expect(state().playing).toBe(true);
    clock.now += 10_000;
    media().playTo(40);
    engine.close();
    // The pause sent the first 30 s at once; the 60 s paused count for nothing; closing ends the play.
    expect(reports).toEqual([
      { contentId: 1, playtime: 30, interval: 30 },
      { contentId: 1, playtime: 40, interval: 10, end: 'close' },
    ]);
    expect(state().status).toBe('idle');
  });

  it('seeks within the episode and skips by ten seconds', async () => {
    const { engine, media, state } = setup({ sources: { 1: episode(1) } });
    engine.play(1);
    await settle();
    engine.seek(100);
    expect(media().currentTime).toBe(100);
    expect(state().time).toBe(100);
    engine.skip(10);
    expect(media().currentTime).toBe(110);
    engine.seek(-5);
    expect(media().currentTime).toBe(0);
    engine.seek(9_999);
    expect(media().currentTime).toBe(600);
  });

  it('keeps a preview inside its seconds and stops at their end', async () => {
    const { engine, media, state } = setup({
      sources: { 1: episode(1, { scope: 'preview', previewSec: 60 }) },
    });
    engine.play(1);
    await settle();
    expect(state().playableUntil).toBe(60);
    engine.seek(90);
    expect(media().currentTime).toBe(60);
    expect(state().previewEnded).toBe(true);
    engine.seek(10);
    engine.play();
    await settle();
    media().playTo(61);
    expect(media().paused).toBe(true);
    expect(state()).toMatchObject({ previewEnded: true, time: 60, playing: false });
  });

  it('says in Korean why an episode cannot play', async () => {
    const { engine, state, notices } = setup({
      sources: { 1: new ApiError('ERROR_CONTENT_NOT_PURCHASED', 403) },
    });
    engine.play(1);
    await settle();
    expect(state()).toMatchObject({ status: 'error', error: 'not-purchased', playing: false });
    expect(playErrorText(state().error!)).toBe('구매 후 들을 수 있어요.');
    expect(notices).toEqual(['error:not-purchased']);
  });

  it('stops with the network message when the media fails while playing', async () => {
    vi.stubGlobal('MediaError', { MEDIA_ERR_NETWORK: 2, MEDIA_ERR_SRC_NOT_SUPPORTED: 4 });
    const { engine, media, state, fetched } = setup({ sources: { 1: episode(1) } });
    engine.play(1);
    await settle();
    media().failWith(2);
    await settle();
    expect(fetched).toEqual([1]);
    expect(state()).toMatchObject({ status: 'error', error: 'network', playing: false });
    expect(playErrorText(state().error!)).toBe('재생하지 못했어요. 잠시 후 다시 시도해 주세요.');
  });

  it('fetches a fresh source at the same position when the signed URL has expired', async () => {
    vi.stubGlobal('MediaError', { MEDIA_ERR_NETWORK: 2, MEDIA_ERR_SRC_NOT_SUPPORTED: 4 });
    const expiresAt = '2026-01-01T00:10:00Z';
    const { engine, media, state, clock, fetched } = setup({ sources: { 1: episode(1, { expiresAt }) } });
    engine.play(1);
    await settle();
    clock.now = Date.parse(expiresAt);
    media().playTo(300);
    media().failWith(2);
    await settle();
    expect(fetched).toEqual([1, 1]);
    expect(state()).toMatchObject({ status: 'ready', error: null, time: 300, playing: true });
  });

  it('waits for the play button when the browser refuses to autoplay', async () => {
    const { engine, media, state } = setup({ sources: { 1: episode(1) } });
    engine.play(1);
    media().refusePlay = true;
    await settle();
    expect(state()).toMatchObject({ status: 'ready', blocked: true, playing: false });
    media().refusePlay = false;
    engine.play();
    await settle();
    expect(state()).toMatchObject({ blocked: false, playing: true });
  });

  it('changes speed, keeps it for the next episode and stays within the steps', async () => {
    const { engine, media, state, saved } = setup({
      sources: { 1: episode(1, { next: { contentId: 2, title: '2화' } }), 2: episode(2) },
    });
    engine.play(1);
    await settle();
    engine.setRate(1.5);
    expect(media().playbackRate).toBe(1.5);
    expect(saved.at(-1)?.rate).toBe(1.5);
    engine.stepRate(1);
    expect(media().playbackRate).toBe(1.75);
    engine.setRate(8);
    expect(state().preferences.rate).toBe(MAX_SPEED);
    engine.setRate(1.25);
    engine.next();
    await settle();
    expect(state().contentId).toBe(2);
    expect(media().playbackRate).toBe(1.25);
  });

  it('sets the volume and mutes', async () => {
    const { engine, media } = setup({ sources: { 1: episode(1) } });
    engine.play(1);
    await settle();
    engine.setVolume(0.4);
    expect(media().volume).toBe(0.4);
    engine.toggleMute();
    expect(media().muted).toBe(true);
    engine.toggleMute();
    expect(media().muted).toBe(false);
  });

  it('fades out and pauses when the sleep timer runs out', async () => {
    const { engine, media, state, clock, tick, notices } = setup({ sources: { 1: episode(1) } });
    engine.play(1);
    await settle();
    engine.sleepAfterMinutes(15);
    expect(state().sleep).toMatchObject({ kind: 'minutes', minutes: 15 });
    expect(engine.sleepRemainingMs()).toBe(15 * 60_000);
    clock.now += 15 * 60_000 - 5_000;
    tick();
    expect(Number(media().dataset.fade)).toBeLessThan(0.5);
    expect(media().volume).toBeLessThan(0.5);
    expect(media().paused).toBe(false);
    clock.now += 5_000;
    tick();
    expect(media().paused).toBe(true);
    expect(state()).toMatchObject({ playing: false, sleep: { kind: 'off' } });
    expect(notices).toEqual(['sleep-done']);
    // The next play is not silent.
    expect(media().dataset.fade).toBe('1.000');
    expect(media().volume).toBe(1);
  });

  it('keeps where the fade began (잠든 곳부터) and "10분 더" lifts the fade without pausing', async () => {
    const { engine, media, clock, tick, sleepMarks } = setup({ sources: { 1: episode(1) } });
    engine.play(1);
    await settle();
    engine.sleepAfterMinutes(15);
    media().playTo(742);
    clock.now += 15 * 60_000 - 5_000;
    tick();
    expect(sleepMarks).toEqual([{ contentId: 1, position: 742, at: clock.now }]);
    engine.extendSleep(10);
    expect(media().dataset.fade).toBe('1.000');
    expect(engine.sleepRemainingMs()).toBe(5_000 + 10 * 60_000);
    clock.now += 60_000;
    tick();
    expect(media().paused).toBe(false);
    expect(sleepMarks).toHaveLength(1);
  });

  it('ends each play with its reason: sleep timer, skip ahead, another episode, the end', async () => {
    const { engine, media, clock, tick, reports } = setup({
      sources: { 1: episode(1, { next: { contentId: 2, title: '2화' } }), 2: episode(2) },
    });
    const ends = () => reports.filter((report) => report.end).map(({ playtime, end }) => [playtime, end]);
    engine.play(1);
    await settle();
    clock.now += 20_000;
    media().playTo(20);
    // +10 s is a listener's nudge, not a skip; a jump of minutes ends the play as skipped.
    engine.skip(10);
    expect(ends()).toEqual([]);
    engine.seek(300);
    expect(ends()).toEqual([[30, 'skip']]);
    clock.now += 10_000;
    media().playTo(310);
    engine.sleepAfterMinutes(1);
    clock.now += 60_000;
    tick();
    expect(ends()).toEqual([
      [30, 'skip'],
      [310, 'sleep'],
    ]);
    engine.play();
    await settle();
    clock.now += 10_000;
    media().playTo(320);
    engine.play(2);
    await settle();
    expect(ends().at(-1)).toEqual([320, 'switch']);
    clock.now += 10_000;
    media().loadMetadata(600);
    media().playTo(600);
    media().reachEnd();
    await settle();
    expect(ends().at(-1)).toEqual([600, 'end']);
  });

  it('stops at the end of the episode instead of going on when the sleep timer says so', async () => {
    const { engine, media, state, fetched, notices } = setup({
      sources: { 1: episode(1, { next: { contentId: 2, title: '2화' } }), 2: episode(2) },
      preferences: { loop: 'one' },
    });
    engine.play(1);
    await settle();
    engine.sleepAtEpisodeEnd();
    expect(media().loop).toBe(false);
    media().loadMetadata(600);
    media().reachEnd();
    await settle();
    expect(fetched).toEqual([1]);
    expect(notices).toEqual(['sleep-done']);
    expect(state()).toMatchObject({ contentId: 1, playing: false, sleep: { kind: 'off' } });
  });

  it('goes on to the next episode of the playlist from its start', async () => {
    const { engine, media, state, fetched, recent } = setup({
      sources: {
        1: episode(1, { next: { contentId: 2, title: '2화' } }),
        2: episode(2, { resumeAt: 200 }),
      },
    });
    engine.play(1);
    await settle();
    media().loadMetadata(600);
    media().reachEnd();
    expect(state().hint).toEqual({ playlistId: 10, title: '2화' });
    await settle();
    expect(fetched).toEqual([1, 2]);
    expect(state()).toMatchObject({ contentId: 2, status: 'ready', playing: true, time: 0 });
    expect(recent).toEqual([
      [10, 1],
      [10, 2],
    ]);
  });

  it('wraps to the first episode when the playlist loops, and repeats one episode in place', async () => {
    const looped = setup({
      sources: { 1: episode(1, { next: { contentId: 2, title: '2화' } }), 2: episode(2) },
      playlists: { 10: [1, 2] },
      preferences: { loop: 'playlist' },
    });
    looped.engine.play(2);
    await settle();
    looped.media().loadMetadata(600);
    looped.media().reachEnd();
    await settle();
    expect(looped.fetched).toEqual([2, 1]);
    expect(looped.state()).toMatchObject({ contentId: 1, playing: true });

    const repeated = setup({ sources: { 1: episode(1) }, preferences: { loop: 'one' } });
    repeated.engine.play(1);
    await settle();
    expect(repeated.media().loop).toBe(true);
    repeated.media().playTo(599);
    repeated.media().reachEnd();
    expect(repeated.media().currentTime).toBe(0);
    expect(repeated.fetched).toEqual([1]);
  });

  it('tells the listener when there is no next episode', async () => {
    const { engine, notices, fetched } = setup({ sources: { 1: episode(1) } });
    engine.play(1);
    await settle();
    engine.next();
    await settle();
    expect(fetched).toEqual([1]);
    expect(notices).toEqual(['no-next']);
  });

  it('lets the latest choice win when the listener switches episodes while one loads', async () => {
    const { engine, state, recent } = setup({ sources: { 1: episode(1), 2: episode(2) } });
    engine.play(1);
    engine.play(2);
    await settle();
    expect(state()).toMatchObject({ contentId: 2, status: 'ready' });
    expect(state().source?.contentId).toBe(2);
    expect(recent).toEqual([[10, 2]]);
  });
});
