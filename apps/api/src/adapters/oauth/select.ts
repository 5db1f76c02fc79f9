import { type SnsProvider, ZSnsProvider } from '@sogon/contract/schemas/user';
import { deriveKey } from '#api/adapters/identity/types';
import type { Config } from '#api/config';
import { isSiteOrigin, webOrigin } from '#api/http/site-origin';
import { createGoogleProvider } from './google.ts';
import { createKakaoProvider } from './kakao.ts';
import { createNaverProvider } from './naver.ts';
import { asSandbox, type SandboxAddresses, sandboxEndpoints } from './sandbox-client.ts';
import type { OAuthClientCredentials, OAuthProvider, OpenIdEndpoints } from './types.ts';

export const SNS_PROVIDERS: readonly SnsProvider[] = ZSnsProvider.options;

export interface OAuthSettings extends SandboxAddresses {
  /** Serve the local sandbox for providers that have no credentials. */
  sandboxAllowed: boolean;
  credentials: Partial<Record<SnsProvider, OAuthClientCredentials>>;
}

/**
 * What settingsFromConfig (app/settings.ts) reads: provider credentials and addresses from the config.
 * Google and Naver refuse a token request without the secret, so a client id alone stops the
 * start-up here rather than failing every login later.
 */
export function oauthSettings(
  config: Pick<
    Config,
    | 'SITE_URL'
    | 'PORT'
    | 'OAUTH_SANDBOX'
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'KAKAO_CLIENT_ID'
    | 'KAKAO_CLIENT_SECRET'
    | 'NAVER_CLIENT_ID'
    | 'NAVER_CLIENT_SECRET'
  >,
): OAuthSettings {
  const pair = (name: string, clientId?: string, clientSecret?: string, secretRequired = true) => {
    if (!clientId) return undefined;
    if (secretRequired && !clientSecret)
      throw new Error(`${name}_CLIENT_SECRET is required with ${name}_CLIENT_ID`);
    return { clientId, clientSecret: clientSecret ?? '' };
  };
  return {
    siteUrl: config.SITE_URL.replace(/\/+$/, ''),
    sandboxBaseUrl: `http://127.0.0.1:${config.PORT}`,
    sandboxAllowed: config.OAUTH_SANDBOX,
    credentials: {
      google: pair('GOOGLE', config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET),
      kakao: pair('KAKAO', config.KAKAO_CLIENT_ID, config.KAKAO_CLIENT_SECRET, false),
      naver: pair('NAVER', config.NAVER_CLIENT_ID, config.NAVER_CLIENT_SECRET),
    },
  };
}

/**
 * The callback page each provider sends the browser back to; it must match the redirect URI
 * registered with the provider character for character.
 */
export function callbackUrl(siteUrl: string, provider: SnsProvider): string {
  switch (provider) {
    case 'google':
      return `${siteUrl}/sns/google`;
    case 'kakao':
    case 'naver':
      return `${siteUrl}/sns?provider=${provider}`;
    default:
      return unreachable(provider);
  }
}

/** The sandbox's "app registration": the one client it knows and the callbacks it may redirect to. */
export interface SandboxRegistration {
  providers: readonly SnsProvider[];
  client: OAuthClientCredentials;
  /** The callback on SITE_URL. */
  redirectUri(provider: SnsProvider): string;
  /** Whether `uri` is the provider's callback on one of the site's accepted origins (site-origin.ts). */
  acceptsRedirect(provider: SnsProvider, uri: string): boolean;
  /** The sandbox's own addresses, as its adapters use them (Google's discovery document lists them). */
  endpoints(provider: SnsProvider): OpenIdEndpoints;
}

export interface OAuthProviders {
  get(name: SnsProvider): OAuthProvider | null;
  offered(): { provider: SnsProvider; sandbox: boolean }[];
  /** Null when every offered provider is real: then the sandbox routes do not exist. */
  sandbox: SandboxRegistration | null;
}

/** The provider's adapter, at the provider's own endpoints unless `endpoints` (the sandbox's) are given. */
function realProvider(
  name: SnsProvider,
  credentials: OAuthClientCredentials,
  endpoints?: OpenIdEndpoints,
): OAuthProvider {
  switch (name) {
    case 'google':
      return createGoogleProvider(credentials, { endpoints });
    case 'kakao':
      return createKakaoProvider(credentials, { endpoints });
    case 'naver':
      return createNaverProvider(credentials, { endpoints });
    default:
      return unreachable(name);
  }
}

/** Credentials name the real provider; without them the sandbox stands in, when allowed. */
export function selectOAuthProviders(settings: OAuthSettings, sandboxKey: Buffer): OAuthProviders {
  // Derived from the server secret: every node of a cluster is the same sandbox and client.
  const sandboxClient = {
    clientId: 'sogon-sandbox',
    clientSecret: deriveKey(sandboxKey, 'oauth sandbox client secret', 24).toString('base64url'),
  };
  const chosen = new Map<SnsProvider, OAuthProvider>();
  for (const name of SNS_PROVIDERS) {
    const credentials = settings.credentials[name];
    if (credentials) chosen.set(name, realProvider(name, credentials));
    else if (settings.sandboxAllowed) {
      chosen.set(name, asSandbox(realProvider(name, sandboxClient, sandboxEndpoints(name, settings))));
    }
  }
  const sandboxed = [...chosen.values()].filter((provider) => provider.sandbox).map(({ name }) => name);
  return {
    get: (name) => chosen.get(name) ?? null,
    offered: () => [...chosen.values()].map(({ name, sandbox }) => ({ provider: name, sandbox })),
    sandbox:
      sandboxed.length === 0
        ? null
        : {
            providers: sandboxed,
            client: sandboxClient,
            redirectUri: (provider) => callbackUrl(settings.siteUrl, provider),
            acceptsRedirect: (provider, uri) => {
              const origin = webOrigin(uri);
              return isSiteOrigin(origin, settings.siteUrl) && uri === callbackUrl(origin!, provider);
            },
            endpoints: (provider) => sandboxEndpoints(provider, settings),
          },
  };
}

function unreachable(value: never): never {
  throw new Error(`unknown provider ${String(value)}`);
}
