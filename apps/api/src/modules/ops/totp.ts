import * as OTPAuth from 'otpauth';
import { openSealed, seal } from '#api/lib/sealed';

/** RFC 6238 as every authenticator app does it: SHA-1, six digits, 30-second steps. */
const PERIOD_SEC = 30;
const ISSUER = '소곤 운영 콘솔';

function totpOf(base32: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SEC,
    secret: OTPAuth.Secret.fromBase32(base32),
  });
}

/**
 * Operators' second factor (otpauth, RFC 6238). Secrets are stored sealed with AES-256-GCM under
 * `key` (derived from IDENTITY_HASH_KEY), so a database dump alone does not give the codes.
 */
export function createTotp(key: Buffer) {
  const open = (sealed: Buffer) => openSealed(key, sealed);

  return {
    /** A new secret: sealed for the database, and what the operator's app needs, shown once. */
    create(email: string): { sealed: Buffer; base32: string; uri: string } {
      const base32 = new OTPAuth.Secret({ size: 20 }).base32;
      return { sealed: seal(key, base32), base32, uri: totpOf(base32, email).toString() };
    },

    /**
     * The time step `code` belongs to (the current one, or one either side for clock drift), or
     * null when it is wrong. The caller accepts a step once (operators.last_totp_step).
     */
    stepOf(sealed: Buffer, code: string, at: Date): number | null {
      const delta = totpOf(open(sealed)).validate({ token: code, timestamp: at.getTime(), window: 1 });
      if (delta === null) return null;
      return Math.floor(at.getTime() / 1000 / PERIOD_SEC) + delta;
    },

    /** The current code of a base32 secret (the CLI's check and the tests). */
    codeOf(base32: string, at: Date): string {
      return totpOf(base32).generate({ timestamp: at.getTime() });
    },
  };
}

export type Totp = ReturnType<typeof createTotp>;
