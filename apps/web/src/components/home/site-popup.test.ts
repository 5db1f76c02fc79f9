import { describe, expect, it } from 'vitest';
import { hideTodayCookie, msUntilSitePopupOpens, shouldShowSitePopup } from './site-popup.ts';

const seoul = (wallClock: string) => new Date(`${wallClock}+09:00`);

describe('the home page popup', () => {
  it('shows from 2024-06-06 12:00 through the 01:59 minute of the next day, Seoul time', () => {
    expect(shouldShowSitePopup(seoul('2024-06-06T11:59:59.999'), undefined)).toBe(false);
    expect(shouldShowSitePopup(seoul('2024-06-06T12:00:00'), undefined)).toBe(true);
    expect(shouldShowSitePopup(seoul('2024-06-07T01:59:59'), undefined)).toBe(true);
    expect(shouldShowSitePopup(seoul('2024-06-07T02:00:00'), undefined)).toBe(false);
    expect(shouldShowSitePopup(seoul('2026-06-06T15:00:00'), undefined)).toBe(false);
  });

  it('stays hidden for the Seoul day on which 오늘 하루 보지 않기 was chosen, and only that day', () => {
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

  it('waits for a window that opens later, but not for one months away or already open', () => {
    expect(msUntilSitePopupOpens(seoul('2024-06-06T11:59:30'))).toBe(30_000);
    expect(msUntilSitePopupOpens(seoul('2024-06-06T12:00:00'))).toBeNull();
    expect(msUntilSitePopupOpens(seoul('2024-03-01T00:00:00'))).toBeNull();
    expect(msUntilSitePopupOpens(seoul('2026-11-26T12:00:00'))).toBeNull();
  });
});
