import { z } from 'zod';
import {
  callProvider,
  type Fetch,
  type OAuthClientCredentials,
  type OAuthProvider,
  urlWithQuery,
} from './types.ts';

const AUTHORIZE_URL = 'https://nid.naver.com/oauth2.0/authorize';
const TOKEN_URL = 'https://nid.naver.com/oauth2.0/token';
const PROFILE_URL = 'https://openapi.naver.com/v1/nid/me';

// Naver answers token errors with HTTP 200 and {error, error_description}: requiring the token
// here is what turns those into a failed login.
const ZToken = z.object({ access_token: z.string().min(1) });
const ZProfile = z.object({
  resultcode: z.literal('00'),
  response: z.object({
    id: z.string().min(1),
    email: z.string().optional(),
    nickname: z.string().optional(),
    name: z.string().optional(),
  }),
});

/**
 * Naver Login. Naver has no PKCE: the challenge is not sent and the flow rests on `state`
 * (bound to the browser by our cookie) and the client secret.
 */
export function createNaverProvider(
  credentials: OAuthClientCredentials,
  options: { fetch?: Fetch } = {},
): OAuthProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return {
    name: 'naver',
    sandbox: false,

    authorizeUrl({ state, redirectUri }) {
      return urlWithQuery(AUTHORIZE_URL, {
        response_type: 'code',
        client_id: credentials.clientId,
        redirect_uri: redirectUri,
        state,
      });
    },

    async exchange({ code, state }) {
      const token = await callProvider(
        fetchImpl,
        'naver token',
        TOKEN_URL,
        {
          method: 'POST',
          form: {
            grant_type: 'authorization_code',
            client_id: credentials.clientId,
            client_secret: credentials.clientSecret,
            code,
            state,
          },
        },
        ZToken,
      );
      return { accessToken: token.access_token };
    },

    async profile(accessToken) {
      const { response } = await callProvider(
        fetchImpl,
        'naver profile',
        PROFILE_URL,
        { method: 'GET', bearer: accessToken },
        ZProfile,
      );
      return { subject: response.id, email: response.email, nickname: response.nickname ?? response.name };
    },
  };
}
