import { describe, expect, it } from 'vitest';
import { createToastBus, type ToastEvent } from './toast-bus.ts';
import {
  addToast,
  EMPTY_TOAST_STATE,
  MAX_TOASTS,
  removeToast,
  TOAST_DURATION_MS,
  type ToastItem,
} from './toast-store.ts';

const item = (id: number, message = `m${id}`): ToastItem => ({ id, message, kind: 'info' });

describe('toast store', () => {
  it('auto-closes after exactly 2 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
  });

  it('appends toasts, oldest first', () => {
    const state = addToast(addToast(EMPTY_TOAST_STATE, item(1)), item(2));
    expect(state.map((t) => t.id)).toEqual([1, 2]);
  });

  it('drops the oldest beyond the maximum', () => {
    let state = EMPTY_TOAST_STATE;
    for (let id = 1; id <= MAX_TOASTS + 2; id++) state = addToast(state, item(id));
    expect(state).toHaveLength(MAX_TOASTS);
    expect(state[0]?.id).toBe(3);
    expect(state.at(-1)?.id).toBe(MAX_TOASTS + 2);
  });

  it('removes by id and returns the same object for an unknown id', () => {
    const state = addToast(addToast(EMPTY_TOAST_STATE, item(1)), item(2));
    expect(removeToast(state, 1).map((t) => t.id)).toEqual([2]);
    expect(removeToast(state, 99)).toBe(state);
  });
});

describe('toast bus', () => {
  it('delivers emitted toasts to subscribers, default kind info', () => {
    const bus = createToastBus();
    const seen: ToastEvent[] = [];
    bus.subscribe((e) => seen.push(e));
    bus.emit('a');
    bus.emit('b', 'error');
    expect(seen).toEqual([
      { message: 'a', kind: 'info' },
      { message: 'b', kind: 'error' },
    ]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createToastBus();
    const seen: string[] = [];
    const off = bus.subscribe((e) => seen.push(e.message));
    off();
    bus.emit('late');
    expect(seen).toEqual([]);
  });

  it('keeps toasts emitted before any subscriber and delivers them once', () => {
    const bus = createToastBus();
    bus.emit('early', 'error');
    const first: string[] = [];
    const second: string[] = [];
    bus.subscribe((e) => first.push(e.message));
    bus.subscribe((e) => second.push(e.message));
    expect(first).toEqual(['early']);
    expect(second).toEqual([]);
  });

  it('keeps only the last few pending toasts', () => {
    const bus = createToastBus();
    for (let i = 0; i < 10; i++) bus.emit(`m${i}`);
    const seen: string[] = [];
    bus.subscribe((e) => seen.push(e.message));
    expect(seen).toEqual(['m5', 'm6', 'm7', 'm8', 'm9']);
  });
});
