import { accountDetails } from '@sogon/contract/messages/account-details';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRedis } from '#api/adapters/redis/connection';
import { AppError } from '#api/http/app-error';
import {
  addressKey,
  createLoginThrottle,
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  type LoginThrottle,
} from './login-throttle.ts';

const NAT = '211.234.10.20';

/** What admit answers: 'ok', or the 429 it threw. */
async function admit(throttle: LoginThrottle, loginId: string, ip = NAT) {
  try {
    await throttle.admit({ loginId, ip });
    return 'ok' as const;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** A failed login: admitted, then (no success) counted. */
async function fail(throttle: LoginThrottle, loginId: string, ip = NAT) {
  const answer = await admit(throttle, loginId, ip);
  expect(answer).toBe('ok');
}

/** A successful login: admitted, then reported. */
async function succeed(throttle: LoginThrottle, loginId: string, ip = NAT) {
  expect(await admit(throttle, loginId, ip)).toBe('ok');
  await throttle.succeeded({ loginId, ip });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login throttle (in memory)', () => {
  it('defaults to 10 failures per account and 300 per address in 5 minutes', () => {
    expect(LOGIN_ACCOUNT_LIMIT).toEqual({ limit: 10, windowMs: 300_000 });
    expect(LOGIN_ADDRESS_LIMIT).toEqual({ limit: 300, windowMs: 300_000 });
  });

  it('locks an account after 10 failures from any addresses, with the Korean wait and Retry-After', async () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 10; i += 1) await fail(throttle, 'victim@example.com', `198.51.100.${i}`);
    const refused = await admit(throttle, 'victim@example.com', '203.0.113.99');
    expect(refused).toBeInstanceOf(AppError);
    const error = refused as AppError;
    expect(error.code).toBe('ERROR_TOO_MANY_REQUESTS');
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(error.detail).toBe(accountDetails.loginTooMany(error.retryAfterSeconds ?? 0));
    expect(error.detail).toMatch(/^로그인 시도가 너무 많아요\. \d분 뒤에 다시 시도해 주세요\.$/);
    // Other accounts, even from the same addresses, are not touched.
    expect(await admit(throttle, 'someone-else@example.com', '198.51.100.0')).toBe('ok');
  });

  it('lets thousands behind one carrier-NAT address log in; only the loose address limit stops failures', async () => {
    const throttle = createLoginThrottle();
    // Successful logins from the NAT address never count against it.
    for (let i = 0; i < 1000; i += 1) await succeed(throttle, `member${i}@example.com`);
    // 300 failures spread over 300 accounts: no account is near its own limit.
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.limit; i += 1) await fail(throttle, `typo${i}@example.com`);
    // The address as a whole now waits, even for a right password…
    const refused = await admit(throttle, 'member1@example.com');
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('ERROR_TOO_MANY_REQUESTS');
    // …while the same member elsewhere is fine.
    expect(await admit(throttle, 'member1@example.com', '203.0.113.5')).toBe('ok');
  });

  it('counts failures, not successes: a success gives the account a fresh start', async () => {
    const throttle = createLoginThrottle({ account: { limit: 3, windowMs: 60_000 } });
    await fail(throttle, 'typist@example.com');
    await fail(throttle, 'typist@example.com');
    await succeed(throttle, 'typist@example.com');
    await fail(throttle, 'typist@example.com');
    await fail(throttle, 'typist@example.com');
    await fail(throttle, 'typist@example.com');
    expect(await admit(throttle, 'typist@example.com')).toBeInstanceOf(AppError);
  });

  it('does not spend the address allowance on attempts at a locked account', async () => {
    const throttle = createLoginThrottle({
      account: { limit: 2, windowMs: 60_000 },
      address: { limit: 5, windowMs: 60_000 },
    });
    await fail(throttle, 'locked@example.com');
    await fail(throttle, 'locked@example.com');
    for (let i = 0; i < 10; i += 1)
      expect(await admit(throttle, 'locked@example.com')).toBeInstanceOf(AppError);
    // 2 of the address's 5 are used: 3 more accounts may still try from here.
    await fail(throttle, 'a@example.com');
    await fail(throttle, 'b@example.com');
    await fail(throttle, 'c@example.com');
    expect(await admit(throttle, 'd@example.com')).toBeInstanceOf(AppError);
  });

  it('lets the account in again once the window has passed (clock moved, no waiting)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00+09:00'));
    const throttle = createLoginThrottle();
    for (let i = 0; i < 10; i += 1) await fail(throttle, 'patient@example.com');
    const refused = (await admit(throttle, 'patient@example.com')) as AppError;
    expect(refused.detail).toBe('로그인 시도가 너무 많아요. 5분 뒤에 다시 시도해 주세요.');
    expect(refused.retryAfterSeconds).toBe(300);

    vi.setSystemTime(new Date('2026-03-01T12:01:00+09:00'));
    expect(((await admit(throttle, 'patient@example.com')) as AppError).detail).toBe(
      '로그인 시도가 너무 많아요. 4분 뒤에 다시 시도해 주세요.',
    );
    vi.setSystemTime(new Date('2026-03-01T12:05:00.001+09:00'));
    await succeed(throttle, 'patient@example.com');
  });

  it('counts an IPv6 /64 as one address and an IPv4-mapped address as IPv4', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');

    const throttle = createLoginThrottle({ address: { limit: 2, windowMs: 60_000 } });
    await fail(throttle, 'one@example.com', '2001:db8:5:6::1');
    await fail(throttle, 'two@example.com', '2001:db8:5:6:ffff:ffff:ffff:ffff');
    expect(await admit(throttle, 'three@example.com', '2001:db8:5:6::abcd')).toBeInstanceOf(AppError);
    expect(await admit(throttle, 'three@example.com', '2001:db8:5:7::abcd')).toBe('ok');
  });

  it('says seconds under a minute and whole minutes, rounded up, from a minute on', () => {
    expect(accountDetails.loginTooMany(1)).toBe('로그인 시도가 너무 많아요. 1초 뒤에 다시 시도해 주세요.');
    expect(accountDetails.loginTooMany(59)).toBe('로그인 시도가 너무 많아요. 59초 뒤에 다시 시도해 주세요.');
    expect(accountDetails.loginTooMany(60)).toBe('로그인 시도가 너무 많아요. 1분 뒤에 다시 시도해 주세요.');
    expect(accountDetails.loginTooMany(181)).toBe('로그인 시도가 너무 많아요. 4분 뒤에 다시 시도해 주세요.');
  });
});

describe('login throttle with Redis configured but down', () => {
  it('keeps logins working and still limits them in this process (never open, never closed)', async () => {
    // Nothing listens on port 1: every Redis call fails at once and the in-process count takes over.
    const redis = openRedis('redis://127.0.0.1:1', { keyPrefix: 'sogon-test-down:' });
    try {
      const throttle = createLoginThrottle({ account: { limit: 3, windowMs: 60_000 }, redis });
      await succeed(throttle, 'member@example.com');
      await fail(throttle, 'member@example.com');
      await fail(throttle, 'member@example.com');
      await fail(throttle, 'member@example.com');
      const refused = await admit(throttle, 'member@example.com');
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe('ERROR_TOO_MANY_REQUESTS');
      expect(redis.client.status).not.toBe('ready');
    } finally {
      await redis.close();
    }
  });
});
