import type { SnsProvider } from '@sogon/contract/schemas/user';
import { z } from 'zod';
import { webOrigin } from '#api/http/site-origin';
import {
  callProvider,
  type Fetch,
  type OAuthClientCredentials,
  type OAuthProvider,
  urlWithQuery,
} from './types.ts';

/** Where the sandbox provider is reached: the browser through the site, this server directly. */
export interface SandboxAddresses {
  /** Public origin (SITE_URL); the consent page lives under it or the callback's accepted origin. */
  readonly siteUrl: string;
  /** Origin this process reaches itself at for the back channel (token, userinfo). */
  readonly sandboxBaseUrl: string;
}

export const SANDBOX_PATH = '/api/live/oauth-sandbox';

const ZToken = z.object({ access_token: z.string().min(1), token_type: z.literal('bearer') });
const ZUserinfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  name: z.string().optional(),
});

/**
 * The client side of the local sandbox provider, standing in for `name`. It speaks the same
 * authorization-code + PKCE protocol over real HTTP as the real adapters, so a sandboxed login
 * runs every step a production login does. Addresses are read per call, not copied, so a
 * server that learns its port only when it listens can still be wired up before.
 */
export function createSandboxProvider(
  name: SnsProvider,
  deps: { addresses: SandboxAddresses; client: OAuthClientCredentials; fetch?: Fetch },
): OAuthProvider {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const { addresses, client } = deps;
  const backChannel = (endpoint: string) => `${addresses.sandboxBaseUrl}${SANDBOX_PATH}/${name}/${endpoint}`;
  return {
    name,
    sandbox: true,

    authorizeUrl({ state, codeChallenge, redirectUri }) {
      // The consent page on the callback's origin (the one the member browses on): one site.
      const origin = webOrigin(redirectUri) ?? addresses.siteUrl;
      return urlWithQuery(`${origin}${SANDBOX_PATH}/${name}/authorize`, {
        client_id: client.clientId,
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
        `sandbox ${name} token`,
        backChannel('token'),
        {
          method: 'POST',
          form: {
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: client.clientId,
            client_secret: client.clientSecret,
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
        `sandbox ${name} userinfo`,
        backChannel('userinfo'),
        { method: 'GET', bearer: accessToken },
        ZUserinfo,
      );
      return { subject: info.sub, email: info.email, nickname: info.name };
    },
  };
}
