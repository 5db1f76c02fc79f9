import { z } from 'zod';
import {
  callProvider,
  type Fetch,
  type OAuthClientCredentials,
  type OAuthProvider,
  urlWithQuery,
} from './types.ts';

const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';

const ZToken = z.object({ access_token: z.string().min(1) });
const ZUserinfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

/** Google sign-in (OpenID Connect over the authorization-code flow with PKCE S256). */
export function createGoogleProvider(
  credentials: OAuthClientCredentials,
  options: { fetch?: Fetch } = {},
): OAuthProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return {
    name: 'google',
    sandbox: false,

    authorizeUrl({ state, codeChallenge, redirectUri, popup }) {
      return urlWithQuery(AUTHORIZE_URL, {
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
        TOKEN_URL,
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
      return { accessToken: token.access_token };
    },

    async profile(accessToken) {
      const info = await callProvider(
        fetchImpl,
        'google userinfo',
        USERINFO_URL,
        { method: 'GET', bearer: accessToken },
        ZUserinfo,
      );
      return {
        subject: info.sub,
        email: info.email && info.email_verified === true ? info.email : undefined,
        nickname: info.name,
      };
    },
  };
}
