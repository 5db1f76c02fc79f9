import { gestureAudioContext } from './audio-graph.ts';

type Tag = 'audio' | 'video';

const primed: { audio?: HTMLAudioElement; video?: HTMLVideoElement } = {};

/**
 * For a play pressed before the player has loaded (it loads on first play): what
 * AudioOutput.unlock does inside the gesture, done here so the press still counts once the
 * player arrives. Starts the page's AudioContext and makes the two media elements, each
 * unlocked with a play() and pause() (Safari ties later play() calls to that). The engine then
 * takes these elements (takeMedia) instead of making its own.
 */
export function primeMediaInGesture(): void {
  gestureAudioContext();
  for (const tag of ['audio', 'video'] as const) {
    if (primed[tag]) continue;
    const media = document.createElement(tag);
    media.play().catch(() => undefined);
    media.pause();
    primed[tag] = media as never;
  }
}

/** The engine's `createMedia`: the element primed in a gesture when there is one, else a new one. */
export function takeMedia<K extends Tag>(tag: K): HTMLElementTagNameMap[K] {
  const media = (primed[tag] as HTMLElementTagNameMap[K] | undefined) ?? document.createElement(tag);
  delete primed[tag];
  return media;
}
