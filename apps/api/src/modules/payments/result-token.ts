import { createHmac, timingSafeEqual } from 'node:crypto';
import { RESULT_TOKEN_PATTERN } from '@sogon/contract/schemas/payments';

/**
 * How long the address the gateway returns to may read its order's outcome: the payment window
 * stays open up to 15 minutes, and a member may look at the result page a while after it.
 */
export const RESULT_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The token is `<expiry, unix seconds in base 36>.<128-bit HMAC, base64url>` (RESULT_TOKEN_PATTERN). */
const MAC_BYTES = 16;

function mac(key: Buffer, orderNo: string, expires: string): Buffer {
  return createHmac('sha256', key)
    .update(`payment result\u0000${orderNo}\u0000${expires}`, 'utf8')
    .digest()
    .subarray(0, MAC_BYTES);
}

/**
 * A signed, short-lived reference to one order, carried in the gateway's return address: it
 * lets the /pg/result page read that order's outcome when the session cookie did not come back
 * with the browser (another origin, a cookie-less return). It names nothing but the order.
 */
export function resultToken(key: Buffer, orderNo: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${expires}.${mac(key, orderNo, expires).toString('base64url')}`;
}

/** Whether `token` was made by resultToken for this order and has not expired. */
export function checkResultToken(key: Buffer, orderNo: string, token: string, now: Date): boolean {
  if (!RESULT_TOKEN_PATTERN.test(token)) return false;
  const [expires, signature] = token.split('.') as [string, string];
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== MAC_BYTES || !timingSafeEqual(given, mac(key, orderNo, expires))) return false;
  return Number.parseInt(expires, 36) * 1000 > now.getTime();
}
