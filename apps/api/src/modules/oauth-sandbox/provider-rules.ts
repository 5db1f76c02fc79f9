import type { SnsProvider } from '@sogon/contract/schemas/user';

/** How one provider runs the authorization-code flow, as its documentation describes it. */
export interface ProviderRules {
  /** PKCE (RFC 7636): used when the client sends a challenge, or not known at all (Naver). */
  pkce: 'optional' | 'none';
  challengeMethods: readonly string[];
  /** Naver requires `state` at authorize; Google and Kakao only pass it through. */
  stateRequired: boolean;
  /** Client authentication by HTTP Basic (RFC 6749 §2.3.1) besides client_secret in the body. */
  basicAuth: boolean;
  /** Naver's token request names the state again and no redirect URI. */
  tokenCarriesState: boolean;
  /** OpenID Connect: `scope=openid` gets an ID token, userinfo answers by scope. */
  openId: boolean;
}

export const PROVIDER_RULES: Record<SnsProvider, ProviderRules> = {
  google: {
    pkce: 'optional',
    challengeMethods: ['S256', 'plain'],
    stateRequired: false,
    basicAuth: true,
    tokenCarriesState: false,
    openId: true,
  },
  kakao: {
    pkce: 'optional',
    challengeMethods: ['S256'],
    stateRequired: false,
    basicAuth: false,
    tokenCarriesState: false,
    openId: false,
  },
  naver: {
    pkce: 'none',
    challengeMethods: [],
    stateRequired: true,
    basicAuth: false,
    tokenCarriesState: true,
    openId: false,
  },
};

export type TokenErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type';

// Kakao adds its own code to the OAuth error; these two are the ones a login meets.
const KAKAO_ERROR_CODES: Partial<Record<TokenErrorCode, string>> = {
  invalid_client: 'KOE010',
  invalid_grant: 'KOE320',
};

/**
 * A token error as the provider answers it: Google and Kakao with 400 (401 for a client that
 * failed to authenticate), Kakao adding its KOE code; Naver with HTTP 200 and the error in the
 * body, which is what makes a client that only looks at the status fail there.
 */
export function tokenError(
  provider: SnsProvider,
  error: TokenErrorCode,
  description: string,
): { status: 200 | 400 | 401; body: Record<string, string> } {
  const status = error === 'invalid_client' ? 401 : 400;
  switch (provider) {
    case 'google':
      return { status, body: { error, error_description: description } };
    case 'kakao': {
      const code = KAKAO_ERROR_CODES[error];
      return {
        status,
        body: { error, error_description: description, ...(code ? { error_code: code } : {}) },
      };
    }
    case 'naver':
      return { status: 200, body: { error, error_description: description } };
  }
}

/** A token answer in the provider's own shape (Naver sends `expires_in` as a string). */
export function tokenBody(
  provider: SnsProvider,
  token: { accessToken: string; expiresIn: number; scope: readonly string[]; idToken?: string },
): Record<string, string | number> {
  switch (provider) {
    case 'google':
      return {
        access_token: token.accessToken,
        expires_in: token.expiresIn,
        scope: token.scope.join(' '),
        token_type: 'Bearer',
        ...(token.idToken ? { id_token: token.idToken } : {}),
      };
    case 'kakao':
      return { token_type: 'bearer', access_token: token.accessToken, expires_in: token.expiresIn };
    case 'naver':
      return { access_token: token.accessToken, token_type: 'bearer', expires_in: String(token.expiresIn) };
  }
}
