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
