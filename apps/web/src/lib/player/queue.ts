export const LOOP_MODES = ['off', 'one', 'playlist'] as const;
export type LoopMode = (typeof LOOP_MODES)[number];

/** off → one → playlist → off: what the loop button cycles through. */
export function nextLoopMode(mode: LoopMode): LoopMode {
  return LOOP_MODES[(LOOP_MODES.indexOf(mode) + 1) % LOOP_MODES.length]!;
}

export interface QueueInput {
  currentId: number;
  /** The API's `next` field: the following episode of the playlist, null after the last. */
  next: { contentId: number } | null;
  loop: LoopMode;
  /** Episode ids of the playlist in order, when known (needed only to wrap around). */
  playlistIds: readonly number[] | null;
}

export type QueueStep =
  | { kind: 'repeat' }
  | { kind: 'play'; contentId: number }
  | { kind: 'stop' }
  /** Looping the playlist after its last episode: fetch the episode ids, then ask again. */
  | { kind: 'need-playlist' };

/** What follows an episode that has just ended (auto-advance). */
export function afterEnded(input: QueueInput): QueueStep {
  if (input.loop === 'one') return { kind: 'repeat' };
  return skipTarget(input) ?? { kind: 'stop' };
}

/** What the "next episode" button (or N) plays: looping one episode does not trap the skip. */
export function skipTarget({ currentId, next, loop, playlistIds }: QueueInput): QueueStep | null {
  if (next) return { kind: 'play', contentId: next.contentId };
  if (loop !== 'playlist') return null;
  if (!playlistIds) return { kind: 'need-playlist' };
  const first = playlistIds[0];
  if (first === undefined) return null;
  return first === currentId ? { kind: 'repeat' } : { kind: 'play', contentId: first };
}
