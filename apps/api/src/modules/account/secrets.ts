import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque secret for a URL or cookie (256 bits from the CSPRNG) and the hash we store instead. */
export function newSecret(): { value: string; hash: Buffer } {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: hashSecret(value) };
}

export function hashSecret(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Recognises a resigned identity without keeping the address or provider id itself. */
export function identityHash(provider: string, loginId: string): Buffer {
  return createHash('sha256').update(`${provider}:${loginId.trim().toLowerCase()}`, 'utf8').digest();
}

/** Compares two secrets in constant time (hashed first, so unequal lengths leak nothing either). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(hashSecret(given), hashSecret(expected));
}
