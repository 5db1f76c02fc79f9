import type { ComponentType } from 'react';

/**
 * Pure state for the modal stack (no React at runtime: the `react` import is type-only). The provider
 * keeps a `ModalState` and replaces it with what these functions return; a function that changes
 * nothing returns the very same state object, so React can skip the re-render.
 */

/** The modal key whose opening first closes every other modal. */
export const VERIFICATION_MODAL_KEY = 'verification';

/** Props the container hands to every modal component besides the entry's own `props`. */
export type ModalComponentProps = {
  /** Closes this modal (and restores focus to whatever opened it). */
  close: () => void;
  /** Put this id on the modal's visible title: the dialog is `aria-labelledby` it. */
  titleId: string;
};

/** Spec: "Modal: key, class name, component, overlay-close options". */
export type ModalEntry<P extends object = object> = {
  key: string;
  /** Extra class for the dialog card, next to the container's own. */
  className?: string;
  component: ComponentType<P & ModalComponentProps>;
  props?: P;
  /** A click on the dimmed overlay closes the modal. */
  overlayClose: boolean;
  /** The Escape key closes the modal (only when it is the top one). */
  escClose: boolean;
  /**
   * Set on a dialog that opens on its own (nobody clicked for it): such dialogs take turns, see
   * `MODAL_TURNS`. Lower turns go first.
   */
  turn?: number;
};

/** Open modals, bottom first: the last entry is on top. */
export type ModalState = readonly ModalEntry[];

export const EMPTY_MODAL_STATE: ModalState = Object.freeze([]);

export function isModalOpen(state: ModalState, key: string): boolean {
  return state.some((entry) => entry.key === key);
}

/**
 * Opens a modal on top of the stack. Opening a key that is already open is ignored (the same state
 * object comes back); opening the verification modal first closes all the others.
 */
export function openModal<P extends object>(state: ModalState, entry: ModalEntry<P>): ModalState {
  if (isModalOpen(state, entry.key)) return state;
  // The component is only ever rendered with `entry.props`, so erasing P here is sound.
  const stored = entry as unknown as ModalEntry;
  if (entry.key === VERIFICATION_MODAL_KEY) return [stored];
  return [...state, stored];
}

export function closeModal(state: ModalState, key: string): ModalState {
  if (!isModalOpen(state, key)) return state;
  const next = state.filter((entry) => entry.key !== key);
  return next.length === 0 ? EMPTY_MODAL_STATE : next;
}

export function closeAll(state: ModalState): ModalState {
  return state.length === 0 ? state : EMPTY_MODAL_STATE;
}

/** The body scroll-lock is on exactly while at least one modal is open. */
export function isScrollLocked(state: ModalState): boolean {
  return state.length > 0;
}

export function topModal(state: ModalState): ModalEntry | undefined {
  return state.at(-1);
}

/** The key Escape should close: the top modal's, and only if it allows it; otherwise null. */
export function escapeCloseKey(state: ModalState): string | null {
  const top = topModal(state);
  return top?.escClose ? top.key : null;
}

/** The key an overlay click on the layer of `key` should close, or null when that is not allowed. */
export function overlayCloseKey(state: ModalState, key: string): string | null {
  const top = topModal(state);
  return top && top.key === key && top.overlayClose ? top.key : null;
}

/**
 * Dialogs that open on their own take turns: one at a time, and only while no other dialog is open.
 * The order after sign-up: the welcome first (its 확인 leads on to identity verification, which
 * closes every other dialog), then the home page's site popup, once the welcome and the
 * verification it led to are closed. A dialog with an earlier turn that arrives while one with a
 * later turn is showing alone sends that one back to wait (the welcome comes at an idle moment after
 * the load, the site popup right after hydration).
 */
export const MODAL_TURNS = { welcome: 0, sitePopup: 1 } as const;

/** What is shown (`open`, the stack) and the turn-taking dialogs waiting for it to empty. */
export type ModalQueue = {
  readonly open: ModalState;
  /** Waiting dialogs in the order they will show: by turn, then by arrival. */
  readonly waiting: ModalState;
};

export const EMPTY_MODAL_QUEUE: ModalQueue = Object.freeze({
  open: EMPTY_MODAL_STATE,
  waiting: EMPTY_MODAL_STATE,
});

function isQueued(queue: ModalQueue, key: string): boolean {
  return isModalOpen(queue.open, key) || isModalOpen(queue.waiting, key);
}

/** Puts `entry` among the waiting ones after every entry whose turn is not later than its own. */
function wait(waiting: ModalState, entry: ModalEntry): ModalState {
  const turn = entry.turn ?? 0;
  const index = waiting.findIndex((other) => (other.turn ?? 0) > turn);
  return index === -1 ? [...waiting, entry] : [...waiting.slice(0, index), entry, ...waiting.slice(index)];
}

/** When nothing is shown, the first waiting dialog comes forward. */
function settle(queue: ModalQueue): ModalQueue {
  const [first, ...rest] = queue.waiting;
  if (queue.open.length > 0 || !first) return queue;
  return { open: [first], waiting: rest.length === 0 ? EMPTY_MODAL_STATE : rest };
}

/**
 * Asks for a modal. One without a turn opens at once (`openModal`); one with a turn opens when
 * nothing is shown, takes the place of a later-turn dialog showing alone, and otherwise waits.
 * Asking for a key that is open or waiting is ignored (the same queue object comes back).
 */
export function requestModal<P extends object>(queue: ModalQueue, entry: ModalEntry<P>): ModalQueue {
  if (isQueued(queue, entry.key)) return queue;
  const stored = entry as unknown as ModalEntry;
  if (entry.turn === undefined) return { open: openModal(queue.open, entry), waiting: queue.waiting };
  const [alone, ...others] = queue.open;
  if (!alone) return { open: [stored], waiting: queue.waiting };
  if (others.length === 0 && alone.turn !== undefined && alone.turn > entry.turn)
    return { open: [stored], waiting: wait(queue.waiting, alone) };
  return { open: queue.open, waiting: wait(queue.waiting, stored) };
}

/** Closes a shown modal or withdraws a waiting one; the next waiting dialog shows if nothing is left. */
export function dismissModal(queue: ModalQueue, key: string): ModalQueue {
  if (!isQueued(queue, key)) return queue;
  const waiting = closeModal(queue.waiting, key);
  return settle({ open: closeModal(queue.open, key), waiting });
}

/** Closes everything, the waiting dialogs included. */
export function dismissAll(queue: ModalQueue): ModalQueue {
  return queue.open.length === 0 && queue.waiting.length === 0 ? queue : EMPTY_MODAL_QUEUE;
}
