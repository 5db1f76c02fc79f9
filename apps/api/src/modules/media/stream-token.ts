import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed media tokens. They sit in the URL path (`/media/hls/{contentId}/{token}/…`), so every
 * relative URI inside the HLS playlists (variants, segments, the key) carries them, and native
 * HLS players (Safari) need no custom headers. A token names the content, the member (0 for a
 * visitor), the scope, the package version and an expiry; the signature covers all of them.
 */
export type StreamScope = 'full' | 'preview';

export interface StreamGrant {
  contentId: number;
  userId: number;
  scope: StreamScope;
  /** The content_media version the token was issued for: a republish invalidates old links. */
  version: number;
  /** Unix seconds. */
  expiresAt: number;
}

const SIGNATURE_BYTES = 18;
const TOKEN_PATTERN = /^(\d{1,15})\.([fp])\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{24})$/;

function signature(key: Buffer, grant: StreamGrant, body: string): Buffer {
  return createHmac('sha256', key).update(`${grant.contentId}:${body}`).digest().subarray(0, SIGNATURE_BYTES);
}

function bodyOf(grant: StreamGrant): string {
  return `${grant.userId}.${grant.scope === 'full' ? 'f' : 'p'}.${grant.version}.${grant.expiresAt}`;
}

export function signStreamToken(key: Buffer, grant: StreamGrant): string {
  const body = bodyOf(grant);
  return `${body}.${signature(key, grant, body).toString('base64url')}`;
}

/** The grant a token carries for `contentId`, or null when it is malformed, forged or expired. */
export function verifyStreamToken(
  key: Buffer,
  contentId: number,
  token: string,
  nowSec = Math.floor(Date.now() / 1000),
): StreamGrant | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const grant: StreamGrant = {
    contentId,
    userId: Number(match[1]),
    scope: match[2] === 'f' ? 'full' : 'preview',
    version: Number(match[3]),
    expiresAt: Number(match[4]),
  };
  const given = Buffer.from(match[5]!, 'base64url');
  const expected = signature(key, grant, bodyOf(grant));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return grant.expiresAt > nowSec ? grant : null;
}

/** Token lifetime: long enough to listen to the whole episode with pauses, short enough to go stale. */
export function streamTokenLifetimeSec(durationSec: number): number {
  return Math.min(12 * 3600, Math.max(30 * 60, Math.ceil(durationSec * 2)));
}
