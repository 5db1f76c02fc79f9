import { describe, expect, it } from 'vitest';
import {
  closeAll,
  closeModal,
  dismissAll,
  dismissModal,
  EMPTY_MODAL_QUEUE,
  EMPTY_MODAL_STATE,
  escapeCloseKey,
  isModalOpen,
  isScrollLocked,
  MODAL_TURNS,
  type ModalEntry,
  type ModalQueue,
  type ModalState,
  openModal,
  overlayCloseKey,
  requestModal,
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

describe('dialogs that take turns (requestModal, dismissModal)', () => {
  const welcome = entry('welcome', { turn: MODAL_TURNS.welcome });
  const sitePopup = entry('site-popup', { turn: MODAL_TURNS.sitePopup });
  const shown = (queue: ModalQueue) => keys(queue.open);
  const waiting = (queue: ModalQueue) => keys(queue.waiting);

  it('shows the welcome first and the site popup only after it, whichever asked first', () => {
    for (const asked of [
      [welcome, sitePopup],
      [sitePopup, welcome],
    ]) {
      const queue = asked.reduce<ModalQueue>(requestModal, EMPTY_MODAL_QUEUE);
      expect(shown(queue)).toEqual(['welcome']);
      expect(waiting(queue)).toEqual(['site-popup']);
      expect(shown(dismissModal(queue, 'welcome'))).toEqual(['site-popup']);
    }
  });

  it('keeps the site popup waiting through the verification the welcome leads to', () => {
    const afterSignUp = requestModal(requestModal(EMPTY_MODAL_QUEUE, sitePopup), welcome);
    // WelcomeModal's 확인 opens verification (which closes every other shown dialog), then closes itself.
    const verifying = dismissModal(requestModal(afterSignUp, entry(VERIFICATION_MODAL_KEY)), 'welcome');
    expect(shown(verifying)).toEqual([VERIFICATION_MODAL_KEY]);
    expect(waiting(verifying)).toEqual(['site-popup']);
    const done = dismissModal(verifying, VERIFICATION_MODAL_KEY);
    expect(shown(done)).toEqual(['site-popup']);
    expect(waiting(done)).toEqual([]);
    expect(shown(dismissModal(done, 'site-popup'))).toEqual([]);
  });

  it('never shows a turn-taking dialog on top of another dialog', () => {
    const alert = requestModal(EMPTY_MODAL_QUEUE, entry('alert'));
    const queue = requestModal(requestModal(alert, sitePopup), welcome);
    expect(shown(queue)).toEqual(['alert']);
    expect(waiting(queue)).toEqual(['welcome', 'site-popup']);
    expect(shown(dismissModal(queue, 'alert'))).toEqual(['welcome']);
  });

  it('does not send the shown dialog back for one whose turn is not earlier', () => {
    const queue = requestModal(requestModal(EMPTY_MODAL_QUEUE, welcome), sitePopup);
    expect(shown(queue)).toEqual(['welcome']);
    const later = entry('later', { turn: MODAL_TURNS.sitePopup });
    expect(waiting(requestModal(queue, later))).toEqual(['site-popup', 'later']);
  });

  it('lets dialogs someone asked for open at once, on top of a turn-taking one', () => {
    const queue = requestModal(requestModal(EMPTY_MODAL_QUEUE, sitePopup), entry('login'));
    expect(shown(queue)).toEqual(['site-popup', 'login']);
  });

  it('withdraws a waiting dialog without touching what is shown', () => {
    const queue = requestModal(requestModal(EMPTY_MODAL_QUEUE, welcome), sitePopup);
    const left = dismissModal(queue, 'site-popup');
    expect(shown(left)).toEqual(['welcome']);
    expect(waiting(left)).toEqual([]);
    expect(shown(dismissModal(left, 'welcome'))).toEqual([]);
  });

  it('ignores asking again for a shown or waiting key, and closing a key that is neither', () => {
    const queue = requestModal(requestModal(EMPTY_MODAL_QUEUE, welcome), sitePopup);
    expect(requestModal(queue, welcome)).toBe(queue);
    expect(requestModal(queue, sitePopup)).toBe(queue);
    expect(dismissModal(queue, 'missing')).toBe(queue);
  });

  it('closes everything with dismissAll, the waiting dialogs too', () => {
    const queue = requestModal(requestModal(EMPTY_MODAL_QUEUE, welcome), sitePopup);
    expect(dismissAll(queue)).toBe(EMPTY_MODAL_QUEUE);
    expect(dismissAll(EMPTY_MODAL_QUEUE)).toBe(EMPTY_MODAL_QUEUE);
  });
});
