/**
 * What this browser knows about likes, follows and 찜, shared by every toggle of the same item
 * (the episode page and the expanded player both show the episode's 좋아요). Pages hand in what
 * the server rendered; a change made here (optimistic, then the API's answer or the roll-back)
 * wins over what a page rendered before it.
 */
export type ReactionKind = 'like' | 'follow' | 'prefer';

export interface ReactionState {
  /** Liked / following / kept. */
  on: boolean;
  count: number;
}

interface Entry extends ReactionState {
  /** 0 for what a page or a read said; otherwise when it changed here (see `changedSince`). */
  seq: number;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const pending = new Set<string>();
let clock = 0;

export const reactionKey = (kind: ReactionKind, id: number) => `${kind}:${id}`;

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeReactions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readReaction(key: string): Entry | undefined {
  return entries.get(key);
}

/** The moment to compare with: entries changed after it are newer than a page rendered now. */
export const reactionClock = () => clock;

/** A change made here: newer than anything a page rendered before it. */
export function writeReaction(key: string, state: ReactionState): void {
  clock += 1;
  entries.set(key, { on: state.on, count: Math.max(0, state.count), seq: clock });
  emit();
}

/**
 * What a page or a read says, as of `asOf` (the clock when it was rendered or asked): it never
 * overwrites a change made here after that.
 */
export function seedReaction(key: string, state: ReactionState, asOf = 0): void {
  const known = entries.get(key);
  if (known && (known.seq > asOf || (known.on === state.on && known.count === state.count))) return;
  entries.set(key, { on: state.on, count: Math.max(0, state.count), seq: 0 });
  emit();
}

/** The state a toggle shows: its page's value, unless this browser changed it since `mountedAt`. */
export function shownReaction(
  stored: Entry | undefined,
  initial: ReactionState | undefined,
  mountedAt: number,
): ReactionState | undefined {
  if (stored && (stored.seq > mountedAt || !initial)) return { on: stored.on, count: stored.count };
  return initial;
}

/** The optimistic state of a tap: flipped, the count moved by one. */
export function flipped(state: ReactionState): ReactionState {
  return { on: !state.on, count: Math.max(0, state.count + (state.on ? -1 : 1)) };
}

/** One request per item at a time: a second tap while the first is on its way is ignored. */
export function claimReaction(key: string): boolean {
  if (pending.has(key)) return false;
  pending.add(key);
  return true;
}

export function releaseReaction(key: string): void {
  pending.delete(key);
}
