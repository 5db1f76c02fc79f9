import { createPublicKey, verify } from 'node:crypto';
import { z } from 'zod';
import { callProvider, type Fetch, OAuthProviderError, type OpenIdEndpoints } from './types.ts';

/** How long a provider's signing keys are kept before they are fetched again. */
const JWKS_TTL_MS = 60 * 60 * 1000;
/** A key id not in the cached set is looked up again, but not more often than this. */
const JWKS_REFETCH_MS = 60 * 1000;
const CLOCK_SKEW_S = 60;

const ZJwks = z.object({
  keys: z.array(
    z.object({
      kty: z.string(),
      kid: z.string().optional(),
      use: z.string().optional(),
      alg: z.string().optional(),
      n: z.string().optional(),
      e: z.string().optional(),
    }),
  ),
});
type Jwk = z.output<typeof ZJwks>['keys'][number];

const ZHeader = z.object({ alg: z.string(), kid: z.string().optional() });
// Google has sent `email_verified` as the string "true" in older tokens; only true or "true" count.
const ZClaims = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  sub: z.string().min(1),
  exp: z.number(),
  iat: z.number(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
});
export type IdTokenClaims = z.output<typeof ZClaims>;

function decodePart(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/**
 * Checks an OpenID Connect ID token as OpenID Connect Core §3.1.3.7 says: an RS256 signature by
 * a key of the provider's JWKS, the issuer, this client as audience (and authorised party when
 * there are several), and a token that has not expired. Anything else is an OAuthProviderError.
 */
export function createIdTokenVerifier(deps: {
  endpoints: OpenIdEndpoints;
  clientId: string;
  fetch: Fetch;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let cached: { url: string; keys: Jwk[]; fetchedAt: number } | undefined;

  async function keys(force: boolean): Promise<Jwk[]> {
    const url = deps.endpoints.jwks;
    const fresh = cached && cached.url === url;
    if (fresh && !force && now() - cached!.fetchedAt < JWKS_TTL_MS) return cached!.keys;
    if (fresh && force && now() - cached!.fetchedAt < JWKS_REFETCH_MS) return cached!.keys;
    const jwks = await callProvider(deps.fetch, 'id token keys', url, { method: 'GET' }, ZJwks);
    cached = { url, keys: jwks.keys, fetchedAt: now() };
    return jwks.keys;
  }

  const usable = (kid: string | undefined) => (key: Jwk) =>
    key.kty === 'RSA' &&
    (key.use === undefined || key.use === 'sig') &&
    (key.alg === undefined || key.alg === 'RS256') &&
    (kid === undefined || key.kid === kid);

  return async function verifyIdToken(token: string): Promise<IdTokenClaims> {
    const fail = (why: string): never => {
      throw new OAuthProviderError(`id token: ${why}`);
    };
    const parts = token.split('.');
    if (parts.length !== 3) fail('not a JWS');
    const [head = '', body = '', signature = ''] = parts;
    let header: z.output<typeof ZHeader> | undefined;
    let claims: IdTokenClaims | undefined;
    try {
      header = ZHeader.parse(decodePart(head));
      claims = ZClaims.parse(decodePart(body));
    } catch (error) {
      throw new OAuthProviderError('id token: unreadable', { cause: error });
    }
    if (header.alg !== 'RS256') fail(`algorithm ${header.alg.slice(0, 20)}`);
    let key = (await keys(false)).find(usable(header.kid));
    if (!key) key = (await keys(true)).find(usable(header.kid));
    if (!key?.n || !key.e) return fail('no key for its kid');
    const publicKey = createPublicKey({ key: { kty: 'RSA', n: key.n, e: key.e }, format: 'jwk' });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${body}`, 'ascii'),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) fail('bad signature');

    const issuers = [deps.endpoints.issuer, ...deps.endpoints.legacyIssuers];
    if (!issuers.includes(claims.iss)) fail('another issuer');
    const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
    if (!audiences.includes(deps.clientId)) fail('another audience');
    if (audiences.length > 1 && claims.azp !== deps.clientId) fail('another authorised party');
    if (claims.azp !== undefined && claims.azp !== deps.clientId) fail('another authorised party');
    const seconds = now() / 1000;
    if (claims.exp <= seconds - CLOCK_SKEW_S) fail('expired');
    if (claims.iat > seconds + CLOCK_SKEW_S) fail('issued in the future');
    return claims;
  };
}

/** Google's rule: the address is the person's only when the provider says it verified it. */
export function verifiedEmail(claims: Pick<IdTokenClaims, 'email' | 'email_verified'>): string | undefined {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return verified ? claims.email : undefined;
}
