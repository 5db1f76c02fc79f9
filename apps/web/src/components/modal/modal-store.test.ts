import { describe, expect, it } from 'vitest';
import {
  closeAll,
  closeModal,
  EMPTY_MODAL_STATE,
  escapeCloseKey,
  isModalOpen,
  isScrollLocked,
  type ModalEntry,
  type ModalState,
  openModal,
  overlayCloseKey,
  topModal,
  VERIFICATION_MODAL_KEY,
} from './modal-store.ts';

const Dummy = () => null;

function entry(key: string, options: Partial<ModalEntry> = {}): ModalEntry {
  return { key, component: Dummy, overlayClose: true, escClose: true, ...options };
}

function keys(state: ModalState): string[] {
  return state.map((e) => e.key);
}

describe('openModal', () => {
  it('pushes a new modal on top of the stack', () => {
    const state = openModal(openModal(EMPTY_MODAL_STATE, entry('a')), entry('b'));
    expect(keys(state)).toEqual(['a', 'b']);
    expect(topModal(state)?.key).toBe('b');
  });

  it('keeps the entry fields (class name, props, close options)', () => {
    const state = openModal(EMPTY_MODAL_STATE, {
      key: 'alert',
      className: 'wide',
      component: (_: { title: string }) => null,
      props: { title: 'hello' },
      overlayClose: false,
      escClose: false,
    });
    expect(state[0]).toMatchObject({
      key: 'alert',
      className: 'wide',
      props: { title: 'hello' },
      overlayClose: false,
      escClose: false,
    });
  });

  it('ignores opening a key that is already open and returns the same state object', () => {
    const state = openModal(openModal(EMPTY_MODAL_STATE, entry('a')), entry('b'));
    const again = openModal(state, entry('a', { className: 'other' }));
    expect(again).toBe(state);
    expect(state[0]?.className).toBeUndefined();
  });

  it('ignores opening the top modal again too', () => {
    const state = openModal(EMPTY_MODAL_STATE, entry('a'));
    expect(openModal(state, entry('a'))).toBe(state);
  });

  it('closes all other modals before opening the verification modal', () => {
    const state = openModal(openModal(EMPTY_MODAL_STATE, entry('welcome')), entry('alert'));
    const next = openModal(state, entry(VERIFICATION_MODAL_KEY));
    expect(keys(next)).toEqual([VERIFICATION_MODAL_KEY]);
    expect(keys(state)).toEqual(['welcome', 'alert']);
  });

  it('ignores the verification modal when it is already open, keeping whatever sits above it', () => {
    const state = openModal(openModal(EMPTY_MODAL_STATE, entry(VERIFICATION_MODAL_KEY)), entry('alert'));
    expect(openModal(state, entry(VERIFICATION_MODAL_KEY))).toBe(state);
  });

  it('lets other modals open on top of the verification modal', () => {
    const state = openModal(openModal(EMPTY_MODAL_STATE, entry(VERIFICATION_MODAL_KEY)), entry('alert'));
    expect(keys(state)).toEqual([VERIFICATION_MODAL_KEY, 'alert']);
  });
});

describe('closeModal', () => {
  it('removes only the given key, wherever it is in the stack', () => {
    const state = [entry('a'), entry('b'), entry('c')].reduce<ModalState>(openModal, EMPTY_MODAL_STATE);
    expect(keys(closeModal(state, 'b'))).toEqual(['a', 'c']);
    expect(keys(closeModal(state, 'c'))).toEqual(['a', 'b']);
  });

  it('returns the same state object when the key is not open', () => {
    const state = openModal(EMPTY_MODAL_STATE, entry('a'));
    expect(closeModal(state, 'missing')).toBe(state);
    expect(closeModal(EMPTY_MODAL_STATE, 'a')).toBe(EMPTY_MODAL_STATE);
  });

  it('lets a closed key be opened again', () => {
    const state = closeModal(openModal(EMPTY_MODAL_STATE, entry('a')), 'a');
    expect(isModalOpen(state, 'a')).toBe(false);
    expect(keys(openModal(state, entry('a')))).toEqual(['a']);
  });
});

describe('closeAll', () => {
  it('empties the stack', () => {
    const state = openModal(openModal(EMPTY_MODAL_STATE, entry('a')), entry('b'));
    expect(closeAll(state)).toEqual([]);
  });

  it('returns the same state object when nothing is open', () => {
    expect(closeAll(EMPTY_MODAL_STATE)).toBe(EMPTY_MODAL_STATE);
  });
});

describe('isScrollLocked', () => {
  it('is false when no modal is open', () => {
    expect(isScrollLocked(EMPTY_MODAL_STATE)).toBe(false);
  });

  it('is true while any modal is open', () => {
    const one = openModal(EMPTY_MODAL_STATE, entry('a'));
    const two = openModal(one, entry('b'));
    expect(isScrollLocked(one)).toBe(true);
    expect(isScrollLocked(two)).toBe(true);
    expect(isScrollLocked(closeModal(two, 'b'))).toBe(true);
  });

  it('is false again once the last modal is closed, whichever way', () => {
    const two = openModal(openModal(EMPTY_MODAL_STATE, entry('a')), entry('b'));
    expect(isScrollLocked(closeModal(closeModal(two, 'a'), 'b'))).toBe(false);
    expect(isScrollLocked(closeAll(two))).toBe(false);
  });
});

describe('escapeCloseKey', () => {
  it('is the top modal when it allows Escape', () => {
    const state = openModal(openModal(EMPTY_MODAL_STATE, entry('a')), entry('b'));
    expect(escapeCloseKey(state)).toBe('b');
  });

  it('is null when the top modal forbids Escape, even if a lower one allows it', () => {
    const state = openModal(openModal(EMPTY_MODAL_STATE, entry('a')), entry('b', { escClose: false }));
    expect(escapeCloseKey(state)).toBeNull();
  });

  it('is null when nothing is open', () => {
    expect(escapeCloseKey(EMPTY_MODAL_STATE)).toBeNull();
  });
});

describe('overlayCloseKey', () => {
  it('closes the top modal on its own overlay when allowed', () => {
    const state = openModal(openModal(EMPTY_MODAL_STATE, entry('a')), entry('b'));
    expect(overlayCloseKey(state, 'b')).toBe('b');
  });

  it('does nothing when the modal forbids overlay close', () => {
    const state = openModal(EMPTY_MODAL_STATE, entry('a', { overlayClose: false }));
    expect(overlayCloseKey(state, 'a')).toBeNull();
  });

  it('does nothing for the overlay of a modal that is not on top', () => {
    const state = openModal(openModal(EMPTY_MODAL_STATE, entry('a')), entry('b'));
    expect(overlayCloseKey(state, 'a')).toBeNull();
  });
});
