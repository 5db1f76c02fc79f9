import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { accountDetails } from '@sogon/contract/messages/account-details';
import type { RateLimit } from '#api/adapters/rate-limit/attempt-limiter';
import { type AttemptLimiter, createAttemptLimiter } from '#api/adapters/rate-limit/attempt-limiter';
import type { RedisConnection } from '#api/adapters/redis/connection';
import { AppError } from '#api/http/app-error';

/**
 * Failed logins per account (normalised login id): tight, so guessing one member's password is
 * slow however many addresses the guesser has. A success clears the count.
 */
export const LOGIN_ACCOUNT_LIMIT: RateLimit = { limit: 10, windowMs: 5 * 60 * 1000 };

/**
 * Failed logins per client address (an IPv6 /64 counts as one): loose, because one Korean
 * carrier-NAT address carries thousands of phones and a campus or PC방 hundreds of people.
 * Successful logins do not count, so members behind a NAT meet this only when the address as a
 * whole fails 300 times in 5 minutes (1 a second, far above typos, far below a stuffing run).
 * See docs/decisions/023-login-throttling.md.
 */
export const LOGIN_ADDRESS_LIMIT: RateLimit = { limit: 300, windowMs: 5 * 60 * 1000 };

export interface LoginAttempt {
  /** The login id as the account module normalised it. */
  loginId: string;
  ip: string;
}

export interface LoginThrottle {
  /**
   * Before the password is checked: counts the attempt, or throws ERROR_TOO_MANY_REQUESTS
   * (429, Korean detail with the wait, Retry-After) when the address or the account is over.
   */
  admit(attempt: LoginAttempt): Promise<void>;
  /** After a right password: the attempt was not a failure and the account starts afresh. */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

export interface LoginThrottleOptions {
  account?: RateLimit;
  address?: RateLimit;
  /** Count in Redis, shared by every node; without it, in this process. */
  redis?: RedisConnection | null;
}

export function createLoginThrottle(options: LoginThrottleOptions = {}): LoginThrottle {
  const redis = options.redis ?? null;
  const accounts = createAttemptLimiter({
    name: 'login-account',
    rule: options.account ?? LOGIN_ACCOUNT_LIMIT,
    redis,
  });
  const addresses = createAttemptLimiter({
    name: 'login-address',
    rule: options.address ?? LOGIN_ADDRESS_LIMIT,
    redis,
  });
  return createThrottle(accounts, addresses);
}

function createThrottle(accounts: AttemptLimiter, addresses: AttemptLimiter): LoginThrottle {
  return {
    async admit(attempt) {
      const address = addressKey(attempt.ip);
      const byAddress = await addresses.take(address);
      if (!byAddress.allowed) throw tooManyAttempts(byAddress.retryAfterMs);
      const byAccount = await accounts.take(accountKey(attempt.loginId));
      if (!byAccount.allowed) {
        // No password was tried: the address's allowance is not spent on a locked account.
        await addresses.refund(address);
        throw tooManyAttempts(byAccount.retryAfterMs);
      }
    },
    async succeeded(attempt) {
      await Promise.all([
        accounts.reset(accountKey(attempt.loginId)),
        addresses.refund(addressKey(attempt.ip)),
      ]);
    },
  };
}

export function tooManyAttempts(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('ERROR_TOO_MANY_REQUESTS', {
    detail: accountDetails.loginTooMany(seconds),
    retryAfterSeconds: seconds,
  });
}

/** Keys hold no address in the clear: a hash of the normalised login id. */
export function accountKey(loginId: string): string {
  return createHash('sha256').update(loginId, 'utf8').digest('base64url').slice(0, 32);
}

/**
 * IPv4 as it is; IPv6 by its /64 (one subscriber's or one LAN's block, which its holder can
 * fill with 2^64 addresses); IPv4-mapped IPv6 as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0] ?? '';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  let text = address.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
