import { describe, expect, it } from 'vitest';
import { chooseDelivery, isExpiring, REFRESH_COOLDOWN_MS, shouldRefreshSource } from './delivery.ts';

describe('how HLS reaches the element', () => {
  it('uses hls.js where Media Source Extensions exist', () => {
    expect(chooseDelivery({ mediaSource: true, nativeHls: false })).toBe('hls.js');
    expect(chooseDelivery({ mediaSource: true, nativeHls: true })).toBe('hls.js');
  });

  it("uses the browser's own HLS otherwise (iPhone)", () => {
    expect(chooseDelivery({ mediaSource: false, nativeHls: true })).toBe('native');
  });

  it('has nothing to play with neither', () => {
    expect(chooseDelivery({ mediaSource: false, nativeHls: false })).toBe('none');
  });
});

describe('refreshing a stale source', () => {
  const now = Date.parse('2025-01-01T12:00:00Z');
  const later = '2025-01-01T13:00:00Z';
  const past = '2025-01-01T11:00:00Z';

  it('refreshes on 403 and on errors after the expiry', () => {
    expect(shouldRefreshSource({ status: 403, expiresAt: later, now, lastRefreshAt: null })).toBe(true);
    expect(shouldRefreshSource({ status: null, expiresAt: past, now, lastRefreshAt: null })).toBe(true);
  });

  it('does not refresh a fresh source that fails for another reason', () => {
    expect(shouldRefreshSource({ status: 500, expiresAt: later, now, lastRefreshAt: null })).toBe(false);
    expect(shouldRefreshSource({ status: null, expiresAt: null, now, lastRefreshAt: null })).toBe(false);
  });

  it('refreshes at most once per cooldown', () => {
    const lastRefreshAt = now - REFRESH_COOLDOWN_MS + 1;
    expect(shouldRefreshSource({ status: 403, expiresAt: past, now, lastRefreshAt })).toBe(false);
    expect(
      shouldRefreshSource({ status: 403, expiresAt: past, now, lastRefreshAt: now - REFRESH_COOLDOWN_MS }),
    ).toBe(true);
  });

  it('treats the last 30 seconds before expiry as expiring', () => {
    expect(isExpiring(new Date(now + 20_000).toISOString(), now)).toBe(true);
    expect(isExpiring(new Date(now + 60_000).toISOString(), now)).toBe(false);
    expect(isExpiring(null, now)).toBe(false);
  });
});
