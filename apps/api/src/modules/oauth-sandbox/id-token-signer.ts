import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

export interface PublicJwk {
  kty: 'RSA';
  kid: string;
  use: 'sig';
  alg: 'RS256';
  n: string;
  e: string;
}

/**
 * The sandbox Google's signing key: RS256 as Google signs, its public half served as a JWKS.
 * One key per process, made on first use. A token is always checked by the process that issued
 * it (the adapter's back channel is this process), so nodes of a cluster need not share it.
 */
export function createIdTokenSigner() {
  let key: { privateKey: KeyObject; jwk: PublicJwk } | undefined;

  function current() {
    if (!key) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const { n = '', e = '' } = publicKey.export({ format: 'jwk' });
      // RFC 7638 thumbprint as the key id: the required members in lexicographic order.
      const kid = createHash('sha256')
        .update(JSON.stringify({ e, kty: 'RSA', n }))
        .digest('base64url');
      key = { privateKey, jwk: { kty: 'RSA', kid, use: 'sig', alg: 'RS256', n, e } };
    }
    return key;
  }

  return {
    jwks(): { keys: PublicJwk[] } {
      return { keys: [current().jwk] };
    },

    /** A compact JWS of `claims`, RS256 with this key's id in the header. */
    sign(claims: Record<string, unknown>): string {
      const { privateKey, jwk } = current();
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const input = `${encode({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })}.${encode(claims)}`;
      return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
    },
  };
}

/** OpenID Connect Core §3.1.3.6: the left half of the access token's SHA-256, base64url. */
export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16).toString('base64url');
}
