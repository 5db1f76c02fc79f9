import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type PassKind, ZCarrier, ZGender, ZIdentityProvider } from '@sogon/contract/schemas/identity';
import { z } from 'zod';

export type Fetch = typeof globalThis.fetch;

/** A verified result is good for this long after the provider issued it, then refused. */
export const RESULT_TTL_MS = 10 * 60 * 1000;
/** Clocks of two machines disagree a little; a result "from the future" beyond this is refused. */
const CLOCK_SKEW_MS = 60 * 1000;
export const IDENTITY_TIMEOUT_MS = 10_000;

/**
 * What a provider vouches for about a person. `ci` (연계정보) is the same for that person at
 * every site; `di` (중복가입확인정보) is the same only within one site. `nonce` is the one we gave
 * the provider when the verification started, so a result answers exactly one request.
 */
export const ZVerifiedIdentity = z.object({
  provider: ZIdentityProvider,
  name: z.string().min(1).max(60),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  gender: ZGender,
  phone: z.string().regex(/^\d{10,11}$/),
  carrier: ZCarrier,
  ci: z.string().min(16).max(200),
  di: z.string().min(16).max(200),
  nonce: z.string().min(16).max(100),
  issuedAt: z.iso.datetime({ offset: true }),
});
export type VerifiedIdentity = z.infer<typeof ZVerifiedIdentity>;

export type ResultCheck =
  | { ok: true; identity: VerifiedIdentity }
  | { ok: false; reason: 'signature' | 'malformed' | 'expired' };

const RESULT_FORMAT = 'sr1';
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function mac(key: Buffer, signed: string): Buffer {
  return createHmac('sha256', key).update(signed, 'utf8').digest();
}

/**
 * A signed result: `sr1.<payload>.<signature>`, the payload base64url JSON and the signature
 * HMAC-SHA256 over `sr1.<payload>`. Whoever holds the provider's key made it.
 */
export function sealResult(key: Buffer, identity: VerifiedIdentity): string {
  const payload = Buffer.from(JSON.stringify(identity), 'utf8').toString('base64url');
  const signed = `${RESULT_FORMAT}.${payload}`;
  return `${signed}.${mac(key, signed).toString('base64url')}`;
}

/**
 * Opens a signed result. The signature is checked first, in constant time, and nothing in the
 * payload is read before it holds; then the shape, then the age (RESULT_TTL_MS).
 */
export function openResult(key: Buffer, token: string, now: Date): ResultCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== RESULT_FORMAT || !parts[1] || !SIGNATURE.test(parts[2] ?? '')) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = mac(key, `${parts[0]}.${parts[1]}`);
  if (!timingSafeEqual(Buffer.from(parts[2]!, 'base64url'), expected))
    return { ok: false, reason: 'signature' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = ZVerifiedIdentity.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const issuedAt = Date.parse(parsed.data.issuedAt);
  if (issuedAt > now.getTime() + CLOCK_SKEW_MS || now.getTime() - issuedAt > RESULT_TTL_MS) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, identity: parsed.data };
}

/** A key for one purpose, derived from the server's identity secret (HKDF-SHA256). */
export function deriveKey(secret: Buffer, purpose: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `sogon identity ${purpose}`, length));
}

/** Compares two strings in constant time (their SHA-256 digests have equal length). */
export function sameText(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type CertState = 'pending' | 'completed' | 'failed' | 'expired';

export interface KakaoCertRequest {
  name: string;
  /** Digits only. */
  phone: string;
  /** YYYYMMDD. */
  birthday: string;
  /** Goes into the request the person signs; the result must carry it back. */
  nonce: string;
  expiresInSeconds: number;
}

/**
 * Kakao certificate: a request sent to the person's KakaoTalk, approved there, learned by
 * polling. The result arrives server to server and is handed out signed.
 */
export interface KakaoCertProvider {
  readonly name: 'kakao';
  /** True when the local sandbox stands in for the real provider. */
  readonly sandbox: boolean;
  request(input: KakaoCertRequest): Promise<{ transactionId: string; expiresAt: Date }>;
  /** Where the request stands; once completed, the signed result for PUT /v1/user/authentication. */
  status(transactionId: string, nonce: string): Promise<{ state: CertState; result: string | null }>;
  /** Sandbox only: the page that plays KakaoTalk on the person's phone. */
  phoneUrl(transactionId: string): string | null;
  verifyResult(result: string, now: Date): ResultCheck;
}

export interface PassStartInput {
  /** Our request id: the provider's return must lead back to it. */
  state: string;
  nonce: string;
  kind: PassKind;
  /** Our callback (GET) the provider sends the browser back to. */
  callbackUrl: string;
}

/** How a PASS return ended: a signed result to hand to the popup page, or no result. */
export type PassReturn = { ok: true; result: string } | { ok: false; reason: 'cancelled' | 'failed' };

/**
 * PASS (휴대폰 본인확인): the popup goes to the provider's page and comes back to our callback
 * with a result protected by the provider's keys.
 */
export interface PassProvider {
  readonly name: 'pass';
  readonly sandbox: boolean;
  /** The provider page to send the popup to, and what the callback will need to read the answer. */
  start(
    input: PassStartInput,
  ): Promise<{ location: string; transactionId: string | null; providerState: string | null }>;
  /** Reads the callback's query; `providerState` is what start() asked us to keep. */
  finish(
    query: Record<string, string>,
    request: { nonce: string; providerState: string | null },
  ): Promise<PassReturn>;
  verifyResult(result: string, now: Date): ResultCheck;
}

export interface IdentityProviders {
  kakao: KakaoCertProvider | null;
  pass: PassProvider | null;
}

/** Anything that went wrong talking to a provider; the caller answers a retryable failure. */
export class IdentityProviderError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'IdentityProviderError';
  }
}

/**
 * Calls a provider endpoint that answers JSON. Network errors, timeouts, non-2xx answers and
 * bodies that are not JSON become IdentityProviderError: a provider's bad day is a failed
 * verification, never a 500.
 */
export async function callJson(
  fetchImpl: Fetch,
  what: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<unknown> {
  let response: Response;
  let payload: unknown;
  try {
    response = await fetchImpl(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS),
    });
    payload = await response.json();
  } catch (error) {
    throw new IdentityProviderError(`${what}: no usable answer`, { cause: error });
  }
  if (!response.ok) throw new IdentityProviderError(`${what}: HTTP ${response.status}`);
  return payload;
}

/** Reads a provider answer through `schema`, or fails the verification. */
export function expectShape<T extends z.ZodType>(what: string, schema: T, payload: unknown): z.output<T> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new IdentityProviderError(`${what}: unexpected answer`);
  return parsed.data;
}
