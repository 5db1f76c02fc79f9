import { describe, expect, it } from 'vitest';
import {
  IDENTITY_POPUP_DELAY_MS,
  type IdentityPopupDeps,
  openFaPassVerification,
  openKakaoVerification,
  openPassVerification,
} from './identity-popup.ts';

function fakeDeps() {
  const opened: [string, string, string][] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const deps: IdentityPopupDeps = {
    open: (url, name, features) => {
      opened.push([url, name, features]);
      return null;
    },
    setTimeout: (callback, ms) => {
      timers.push({ callback, ms });
      return timers.length;
    },
  };
  return { deps, opened, timers };
}

describe('identity popups', () => {
  it.each([
    ['kakao', openKakaoVerification, '/auth/kakao', 'userValidation'],
    ['pass', openPassVerification, '/auth/pass', 'pass'],
    ['faPass', openFaPassVerification, '/auth/faPass', 'fapass'],
  ] as const)('%s opens at once when immediate', (_label, openPopup, url, name) => {
    const { deps, opened, timers } = fakeDeps();
    openPopup(true, deps);
    expect(opened).toEqual([[url, name, 'width=500,height=700']]);
    expect(timers).toEqual([]);
  });

  it.each([
    ['kakao', openKakaoVerification, '/auth/kakao', 'userValidation'],
    ['pass', openPassVerification, '/auth/pass', 'pass'],
    ['faPass', openFaPassVerification, '/auth/faPass', 'fapass'],
  ] as const)('%s waits 100 ms otherwise', (_label, openPopup, url, name) => {
    const { deps, opened, timers } = fakeDeps();
    openPopup(false, deps);
    expect(opened).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([IDENTITY_POPUP_DELAY_MS]);
    expect(IDENTITY_POPUP_DELAY_MS).toBe(100);
    timers[0]?.callback();
    expect(opened).toEqual([[url, name, 'width=500,height=700']]);
  });

  it('defaults to the delayed behaviour', () => {
    const { deps, opened, timers } = fakeDeps();
    openKakaoVerification(undefined, deps);
    expect(opened).toEqual([]);
    expect(timers).toHaveLength(1);
  });
});
