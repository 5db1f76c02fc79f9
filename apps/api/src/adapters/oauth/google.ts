import { z } from 'zod';
import { createIdTokenVerifier, verifiedEmail } from './id-token.ts';
import {
  callProvider,
  type Fetch,
  type OAuthClientCredentials,
  type OAuthProvider,
  type OpenIdEndpoints,
  urlWithQuery,
} from './types.ts';

/** Google's endpoints as its discovery document (accounts.google.com/.well-known/openid-configuration) lists them. */
export const GOOGLE_ENDPOINTS: OpenIdEndpoints = {
  authorization: () => 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  profile: 'https://openidconnect.googleapis.com/v1/userinfo',
  issuer: 'https://accounts.google.com',
  legacyIssuers: ['accounts.google.com'],
  jwks: 'https://www.googleapis.com/oauth2/v3/certs',
};

const ZToken = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  id_token: z.string().min(1),
});

/**
 * Google sign-in: OpenID Connect over the authorization-code flow with PKCE S256. The person is
 * read from the ID token of the token answer, checked against Google's keys (id-token.ts); its
 * e-mail counts only with `email_verified`.
 */
export function createGoogleProvider(
  credentials: OAuthClientCredentials,
  options: { fetch?: Fetch; endpoints?: OpenIdEndpoints } = {},
): OAuthProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const endpoints = options.endpoints ?? GOOGLE_ENDPOINTS;
  const verifyIdToken = createIdTokenVerifier({
    endpoints,
    clientId: credentials.clientId,
    fetch: fetchImpl,
  });
  return {
    name: 'google',
    sandbox: false,

    authorizeUrl({ state, codeChallenge, redirectUri, popup }) {
      return urlWithQuery(endpoints.authorization(redirectUri), {
        client_id: credentials.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        display: popup ? 'popup' : undefined,
      });
    },

    async exchange({ code, codeVerifier, redirectUri }) {
      const token = await callProvider(
        fetchImpl,
        'google token',
        endpoints.token,
        {
          method: 'POST',
          form: {
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: credentials.clientId,
            client_secret: credentials.clientSecret,
            code_verifier: codeVerifier,
          },
        },
        ZToken,
      );
      return { accessToken: token.access_token, idToken: token.id_token };
    },

    async profile({ idToken }) {
      const claims = await verifyIdToken(idToken ?? '');
      return { subject: claims.sub, email: verifiedEmail(claims), nickname: claims.name };
    },
  };
}
