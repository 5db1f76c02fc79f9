import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under a 32-byte key: iv (12) | tag (16) | ciphertext. For secrets the database
 * keeps (operators' TOTP seeds, queued mails carrying reset links, payout account numbers), so a
 * dump alone reads nothing. `context` (additional authenticated data) binds the bytes to what
 * they belong to: opened under another context they fail as under a wrong key.
 */
export function seal(key: Buffer, plain: string, context?: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

/** The text `seal` sealed; throws when the key or context is wrong or the bytes were changed. */
export function openSealed(key: Buffer, sealed: Buffer, context?: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
}
