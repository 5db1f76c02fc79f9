import { z } from 'zod';
import {
  callProvider,
  type Fetch,
  type OAuthClientCredentials,
  type OAuthProvider,
  type ProviderEndpoints,
  urlWithQuery,
} from './types.ts';

/** Kakao Login's REST endpoints. */
export const KAKAO_ENDPOINTS: ProviderEndpoints = {
  authorization: () => 'https://kauth.kakao.com/oauth/authorize',
  token: 'https://kauth.kakao.com/oauth/token',
  profile: 'https://kapi.kakao.com/v2/user/me',
};

const ZToken = z.object({ access_token: z.string().min(1), token_type: z.string().regex(/^bearer$/i) });
const ZUser = z.object({
  id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  kakao_account: z
    .object({
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
      profile: z.object({ nickname: z.string().optional() }).optional(),
    })
    .optional(),
  properties: z.object({ nickname: z.string().optional() }).optional(),
});

/**
 * Kakao Login over REST (authorization code with PKCE S256; the client secret, when the app
 * has one, in the form body, never HTTP Basic).
 */
export function createKakaoProvider(
  credentials: OAuthClientCredentials,
  options: { fetch?: Fetch; endpoints?: ProviderEndpoints } = {},
): OAuthProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const endpoints = options.endpoints ?? KAKAO_ENDPOINTS;
  return {
    name: 'kakao',
    sandbox: false,

    authorizeUrl({ state, codeChallenge, redirectUri }) {
      return urlWithQuery(endpoints.authorization(redirectUri), {
        client_id: credentials.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },

    async exchange({ code, codeVerifier, redirectUri }) {
      const token = await callProvider(
        fetchImpl,
        'kakao token',
        endpoints.token,
        {
          method: 'POST',
          form: {
            grant_type: 'authorization_code',
            client_id: credentials.clientId,
            redirect_uri: redirectUri,
            code,
            code_verifier: codeVerifier,
            ...(credentials.clientSecret ? { client_secret: credentials.clientSecret } : {}),
          },
        },
        ZToken,
      );
      return { accessToken: token.access_token };
    },

    async profile({ accessToken }) {
      const user = await callProvider(
        fetchImpl,
        'kakao user',
        endpoints.profile,
        { method: 'GET', bearer: accessToken },
        ZUser,
      );
      const account = user.kakao_account;
      // An address Kakao has not verified could be someone else's; it must not become a login id.
      const trusted = account?.is_email_valid === true && account.is_email_verified === true;
      return {
        subject: user.id,
        email: trusted ? account.email : undefined,
        nickname: account?.profile?.nickname ?? user.properties?.nickname,
      };
    },
  };
}
