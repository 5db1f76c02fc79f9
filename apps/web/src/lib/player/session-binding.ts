import { extendAwake } from '../sleep/extend.ts';
import { takeWake } from '../sleep/wake.ts';
import type { PlayerEngine } from './engine.ts';
import { type PositionState, positionState, sessionMetadata } from './media-session.ts';
import { frameIndexAt } from './timeline.ts';

const SEEK_OFFSET = 10;

/**
 * Lock-screen and headset controls (Media Session API): metadata follows the episode and the
 * audio-toon image on screen; position state follows seeks, speed and loading.
 */
export function bindMediaSession(engine: PlayerEngine): () => void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return () => undefined;
  const session = navigator.mediaSession;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    // No Media Session action means "extend the sleep timer" (ADR 074): play soon after the timer
    // stopped playback is the lock screen's and headset's "10분 더".
    [
      'play',
      () => {
        const woke = engine.getSnapshot().sleep.kind === 'off' && takeWake(Date.now());
        engine.play();
        if (woke) extendAwake(engine);
      },
    ],
    ['pause', () => engine.pause()],
    ['stop', () => engine.close()],
    ['seekbackward', (details) => engine.skip(-(details.seekOffset ?? SEEK_OFFSET))],
    ['seekforward', (details) => engine.skip(details.seekOffset ?? SEEK_OFFSET)],
    ['seekto', (details) => details.seekTime !== undefined && engine.seek(details.seekTime)],
    ['previoustrack', () => engine.seek(0)],
    ['nexttrack', () => engine.next()],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // This browser does not know the action.
    }
  }

  let metadataKey = '';
  let positionKey = '';
  const update = () => {
    const { source, time, playing, status, preferences } = engine.getSnapshot();
    if (!source) {
      if (metadataKey) {
        session.metadata = null;
        session.playbackState = 'none';
        metadataKey = '';
      }
      return;
    }
    const frame = frameIndexAt(source.frames, time * 1000);
    const key = `${source.contentId}:${frame}`;
    if (key !== metadataKey && typeof MediaMetadata !== 'undefined') {
      metadataKey = key;
      session.metadata = new MediaMetadata(sessionMetadata(source, frame));
    }
    session.playbackState = playing ? 'playing' : 'paused';
    const media = engine.element;
    if (!media || status !== 'ready') return;
    // Position moves on its own between updates; tell the OS only when it jumps or the rate changes.
    const state = positionState(media.duration, media.currentTime, preferences.rate);
    if (!state) return;
    const nextKey = `${source.contentId}:${state.duration}:${state.playbackRate}:${playing}`;
    const elapsed = (performance.now() - lastAt) / 1000;
    const expected = (lastPosition?.position ?? -10) + (playing ? elapsed * state.playbackRate : 0);
    if (nextKey === positionKey && Math.abs(state.position - expected) < 1.5) return;
    positionKey = nextKey;
    lastPosition = state;
    lastAt = performance.now();
    try {
      session.setPositionState(state);
    } catch {
      // An invalid state (duration changing under us): the next update fixes it.
    }
  };
  let lastPosition: PositionState | null = null;
  let lastAt = 0;
  const unsubscribe = engine.subscribe(update);
  return () => {
    unsubscribe();
    for (const [action] of handlers) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // Not supported.
      }
    }
  };
}
