import { describe, expect, it } from 'vitest';
import { hideTodayCookie, shouldShowSitePopup } from './site-popup.ts';

const seoul = (wallClock: string) => new Date(`${wallClock}+09:00`);

describe('the home page popup', () => {
  it('stays hidden for the Seoul day on which 오늘 하루 보지 않기 was chosen, and only that day', () => {
    expect(shouldShowSitePopup(seoul('2024-06-06T12:00:00'), undefined)).toBe(true);
    const evening = seoul('2024-06-06T23:30:00');
    const hidden = hideTodayCookie(evening);
    expect(hidden.value).toBe('2024-06-06');
    expect(shouldShowSitePopup(seoul('2024-06-06T23:59:59'), hidden.value)).toBe(false);
    expect(shouldShowSitePopup(seoul('2024-06-07T00:00:00'), hidden.value)).toBe(true);
    // 15:30 UTC is already the next day in Seoul.
    expect(hideTodayCookie(new Date('2024-06-06T15:30:00Z')).value).toBe('2024-06-07');
  });

  it('keeps the cookie until the next Seoul midnight', () => {
    expect(hideTodayCookie(seoul('2024-06-06T23:30:00')).days * 24 * 60).toBe(30);
    expect(hideTodayCookie(seoul('2024-06-06T12:00:00')).days * 24 * 60).toBe(720);
  });
});
