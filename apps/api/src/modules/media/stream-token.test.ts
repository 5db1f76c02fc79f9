import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signStreamToken, streamTokenLifetimeSec, verifyStreamToken } from './stream-token.ts';

const key = randomBytes(32);
const grant = { contentId: 40, userId: 7, scope: 'full' as const, version: 3, expiresAt: 2_000_000_000 };

describe('stream tokens', () => {
  it('round-trips a grant and is path-safe', () => {
    const token = signStreamToken(key, grant);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(verifyStreamToken(key, 40, token, 1_900_000_000)).toEqual(grant);
  });

  it('refuses another content, an expired grant, a changed field and another key', () => {
    const token = signStreamToken(key, grant);
    expect(verifyStreamToken(key, 41, token, 1_900_000_000)).toBeNull();
    expect(verifyStreamToken(key, 40, token, 2_000_000_000)).toBeNull();
    expect(verifyStreamToken(key, 40, token.replace('7.f.', '8.f.'), 1_900_000_000)).toBeNull();
    expect(verifyStreamToken(key, 40, token.replace('.f.', '.p.'), 1_900_000_000)).toBeNull();
    expect(verifyStreamToken(key, 40, token.replace('.3.', '.4.'), 1_900_000_000)).toBeNull();
    expect(verifyStreamToken(randomBytes(32), 40, token, 1_900_000_000)).toBeNull();
    expect(verifyStreamToken(key, 40, 'pub', 1_900_000_000)).toBeNull();
    expect(verifyStreamToken(key, 40, `${token}x`, 1_900_000_000)).toBeNull();
  });

  it('lives between 30 minutes and 12 hours, twice the episode', () => {
    expect(streamTokenLifetimeSec(60)).toBe(1800);
    expect(streamTokenLifetimeSec(3600)).toBe(7200);
    expect(streamTokenLifetimeSec(100_000)).toBe(43_200);
  });
});
