import type { SnsProvider } from '@sogon/contract/schemas/user';
import { webOrigin } from '#api/http/site-origin';
import type { OAuthProvider, OpenIdEndpoints } from './types.ts';

/** Where the sandbox provider is reached: the browser through the site, this server directly. */
export interface SandboxAddresses {
  /** Public origin (SITE_URL); the consent page lives under it or the callback's accepted origin. */
  readonly siteUrl: string;
  /** Origin this process reaches itself at for the back channel (token, profile, keys). */
  readonly sandboxBaseUrl: string;
}

export const SANDBOX_PATH = '/api/live/oauth-sandbox';

/** The profile resource of each sandbox, at the path the real provider serves it on. */
export const SANDBOX_PROFILE_PATH: Record<SnsProvider, string> = {
  google: 'userinfo',
  kakao: 'v2/user/me',
  naver: 'v1/nid/me',
};

/**
 * The sandbox's stand-ins for one provider's endpoints. The real adapter (google.ts, kakao.ts,
 * naver.ts) is given these instead of the provider's, so a sandboxed login runs the production
 * code over real HTTP. The consent page is on the callback's origin (the one the member browses
 * on); the back channel and the issuer are this process. Addresses are read per call, not copied,
 * so a server that learns its port only when it listens can be wired up before.
 */
export function sandboxEndpoints(name: SnsProvider, addresses: SandboxAddresses): OpenIdEndpoints {
  const base = () => `${addresses.sandboxBaseUrl}${SANDBOX_PATH}/${name}`;
  return {
    authorization: (redirectUri) =>
      `${webOrigin(redirectUri) ?? addresses.siteUrl}${SANDBOX_PATH}/${name}/authorize`,
    get token() {
      return `${base()}/token`;
    },
    get profile() {
      return `${base()}/${SANDBOX_PROFILE_PATH[name]}`;
    },
    get issuer() {
      return base();
    },
    legacyIssuers: [],
    get jwks() {
      return `${base()}/certs`;
    },
  };
}

/**
 * A real adapter talking to the sandbox, marked as such. Its subjects get a `sandbox-` prefix
 * here, outside the protocol, so a sandbox person never meets a real provider id in our tables.
 */
export function asSandbox(provider: OAuthProvider): OAuthProvider {
  return {
    ...provider,
    sandbox: true,
    async profile(tokens) {
      const profile = await provider.profile(tokens);
      return { ...profile, subject: `sandbox-${profile.subject}` };
    },
  };
}
