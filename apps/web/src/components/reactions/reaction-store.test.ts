import { describe, expect, it } from 'vitest';
import {
  claimReaction,
  flipped,
  reactionClock,
  reactionKey,
  readReaction,
  releaseReaction,
  seedReaction,
  shownReaction,
  subscribeReactions,
  writeReaction,
} from './reaction-store.ts';

let next = 0;
const freshKey = () => reactionKey('like', ++next);

describe('reaction store', () => {
  it('flips a state by one and never counts below zero', () => {
    expect(flipped({ on: false, count: 3 })).toEqual({ on: true, count: 4 });
    expect(flipped({ on: true, count: 4 })).toEqual({ on: false, count: 3 });
    expect(flipped({ on: true, count: 0 })).toEqual({ on: false, count: 0 });
  });

  it('shows what the page rendered until this browser changes it, then the change', () => {
    const key = freshKey();
    const page = { on: false, count: 7 };
    const mountedAt = reactionClock();
    expect(shownReaction(readReaction(key), page, mountedAt)).toEqual(page);
    seedReaction(key, page, mountedAt);
    expect(shownReaction(readReaction(key), page, mountedAt)).toEqual(page);

    writeReaction(key, flipped(page));
    expect(shownReaction(readReaction(key), page, mountedAt)).toEqual({ on: true, count: 8 });
    // A page rendered after the change (a later visit) shows the server's answer again.
    const later = reactionClock();
    const fresh = { on: true, count: 9 };
    expect(shownReaction(readReaction(key), fresh, later)).toEqual(fresh);
  });

  it('lets a toggle without a rendered state (the expanded player) follow the page', () => {
    const key = freshKey();
    expect(shownReaction(readReaction(key), undefined, reactionClock())).toBeUndefined();
    seedReaction(key, { on: true, count: 2 });
    expect(shownReaction(readReaction(key), undefined, reactionClock())).toEqual({ on: true, count: 2 });
  });

  it('never lets a read that started before a change overwrite it', () => {
    const key = freshKey();
    const asked = reactionClock();
    writeReaction(key, { on: true, count: 1 });
    seedReaction(key, { on: false, count: 0 }, asked);
    expect(readReaction(key)).toMatchObject({ on: true, count: 1 });
    // A newer render does replace it.
    seedReaction(key, { on: false, count: 0 }, reactionClock());
    expect(readReaction(key)).toMatchObject({ on: false, count: 0 });
  });

  it('tells every toggle of the item about a change', () => {
    const key = freshKey();
    let heard = 0;
    const stop = subscribeReactions(() => {
      heard += 1;
    });
    writeReaction(key, { on: true, count: 1 });
    seedReaction(key, { on: true, count: 1 }, reactionClock());
    stop();
    writeReaction(key, { on: false, count: 0 });
    expect(heard).toBe(1);
  });

  it('lets one request per item run at a time', () => {
    const key = freshKey();
    expect(claimReaction(key)).toBe(true);
    expect(claimReaction(key)).toBe(false);
    expect(claimReaction(freshKey())).toBe(true);
    releaseReaction(key);
    expect(claimReaction(key)).toBe(true);
  });
});
