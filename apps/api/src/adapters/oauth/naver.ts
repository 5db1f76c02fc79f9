import { z } from 'zod';
import {
  callProvider,
  type Fetch,
  type OAuthClientCredentials,
  type OAuthProvider,
  type ProviderEndpoints,
  urlWithQuery,
} from './types.ts';

/** Naver Login's endpoints. */
export const NAVER_ENDPOINTS: ProviderEndpoints = {
  authorization: () => 'https://nid.naver.com/oauth2.0/authorize',
  token: 'https://nid.naver.com/oauth2.0/token',
  profile: 'https://openapi.naver.com/v1/nid/me',
};

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
 * (bound to the browser by our cookie, and sent again with the code) and the client secret,
 * both in the form body. Naver gives out only an address its member has verified (the Naver
 * mail or the contact address they confirmed), and says nothing more about it: it is trusted.
 */
export function createNaverProvider(
  credentials: OAuthClientCredentials,
  options: { fetch?: Fetch; endpoints?: ProviderEndpoints } = {},
): OAuthProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const endpoints = options.endpoints ?? NAVER_ENDPOINTS;
  return {
    name: 'naver',
    sandbox: false,

    authorizeUrl({ state, redirectUri }) {
      return urlWithQuery(endpoints.authorization(redirectUri), {
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
        endpoints.token,
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

    async profile({ accessToken }) {
      const { response } = await callProvider(
        fetchImpl,
        'naver profile',
        endpoints.profile,
        { method: 'GET', bearer: accessToken },
        ZProfile,
      );
      return { subject: response.id, email: response.email, nickname: response.nickname ?? response.name };
    },
  };
}
