import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FlowStores } from '#api/adapters/redis/flow-store';
import type { Config } from '#api/config';
import { isSiteOrigin, webOrigin } from '#api/http/site-origin';
import { createKakaoCertProvider, type KakaoCertCredentials } from './kakao-cert.ts';
import { createPassProvider, type PassCredentials } from './pass.ts';
import {
  createSandboxKakaoCert,
  createSandboxPass,
  type IdentitySandboxAddresses,
  type IdentitySandboxRegistration,
} from './sandbox-client.ts';
import { deriveKey, type IdentityProviders } from './types.ts';

/** Where the provider sends the PASS popup back to (our API, which then hands on to /auth/pass/callback). */
export const PASS_CALLBACK_PATH = '/api/live/v1/identity/pass/callback';
/** The generated server secret, next to the embedded database's credentials. */
export const IDENTITY_HASH_KEY_FILE = 'identity-hash-key';

export interface IdentitySettings extends IdentitySandboxAddresses {
  /** Serve the local sandbox for providers that have no credentials. */
  sandboxAllowed: boolean;
  /**
   * The server secret (IDENTITY_HASH_KEY): CI and DI are stored only as HMACs under it, and the
   * real adapters seal verified results with a key derived from it.
   */
  hashKey: Buffer;
  /** Bonus hearts for a person's first verification (IDENTITY_BONUS_HEARTS). */
  bonusHearts: number;
  kakao: KakaoCertCredentials | null;
  pass: PassCredentials | null;
}

function decodeKey(text: string): Buffer {
  const value = text.trim();
  const key =
    /^[0-9a-f]+$/i.test(value) && value.length % 2 === 0
      ? Buffer.from(value, 'hex')
      : Buffer.from(value, 'base64');
  if (key.length < 32) throw new Error('IDENTITY_HASH_KEY must hold at least 32 bytes (hex or base64)');
  return key;
}

/**
 * IDENTITY_HASH_KEY when set; otherwise the key in DATA_DIR, made on first start (mode 0600).
 * Losing it makes every stored CI hash unrecognisable: the same person could claim the benefit
 * again, so back it up with the database.
 */
export async function loadIdentityHashKey(dataDir: string, configured?: string): Promise<Buffer> {
  if (configured) return decodeKey(configured);
  const file = path.resolve(dataDir, IDENTITY_HASH_KEY_FILE);
  if (existsSync(file)) return decodeKey(await readFile(file, 'utf8'));
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    // Another process made it first: use theirs.
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  });
  return decodeKey(await readFile(file, 'utf8'));
}

/**
 * What settingsFromConfig (app/settings.ts) reads. Half-configured credentials stop the start-up here
 * rather than failing every verification later.
 */
export async function identitySettings(
  config: Pick<
    Config,
    | 'SITE_URL'
    | 'PORT'
    | 'DATA_DIR'
    | 'IDENTITY_SANDBOX'
    | 'IDENTITY_HASH_KEY'
    | 'IDENTITY_BONUS_HEARTS'
    | 'KAKAO_CERT_LINK_ID'
    | 'KAKAO_CERT_SECRET_KEY'
    | 'KAKAO_CERT_CLIENT_CODE'
    | 'KAKAO_CERT_API_URL'
    | 'KAKAO_CERT_AUTH_URL'
    | 'PASS_CLIENT_ID'
    | 'PASS_CLIENT_SECRET'
    | 'PASS_PRODUCT_ID'
    | 'PASS_API_URL'
    | 'PASS_WINDOW_URL'
  >,
): Promise<IdentitySettings> {
  let kakao: KakaoCertCredentials | null = null;
  if (config.KAKAO_CERT_LINK_ID) {
    if (!config.KAKAO_CERT_SECRET_KEY || !/^\d{12}$/.test(config.KAKAO_CERT_CLIENT_CODE ?? '')) {
      throw new Error(
        'KAKAO_CERT_SECRET_KEY and a 12-digit KAKAO_CERT_CLIENT_CODE are required with KAKAO_CERT_LINK_ID',
      );
    }
    kakao = {
      linkId: config.KAKAO_CERT_LINK_ID,
      secretKey: config.KAKAO_CERT_SECRET_KEY,
      clientCode: config.KAKAO_CERT_CLIENT_CODE!,
      apiUrl: config.KAKAO_CERT_API_URL.replace(/\/+$/, ''),
      authUrl: config.KAKAO_CERT_AUTH_URL.replace(/\/+$/, ''),
    };
  }
  let pass: PassCredentials | null = null;
  if (config.PASS_CLIENT_ID) {
    if (!config.PASS_CLIENT_SECRET) throw new Error('PASS_CLIENT_SECRET is required with PASS_CLIENT_ID');
    pass = {
      clientId: config.PASS_CLIENT_ID,
      clientSecret: config.PASS_CLIENT_SECRET,
      productId: config.PASS_PRODUCT_ID,
      apiUrl: config.PASS_API_URL.replace(/\/+$/, ''),
      windowUrl: config.PASS_WINDOW_URL,
    };
  }
  if ((!kakao || !pass) && !config.IDENTITY_SANDBOX) {
    throw new Error(
      'Identity verification needs KAKAO_CERT_* and PASS_* credentials or IDENTITY_SANDBOX=true',
    );
  }
  return {
    siteUrl: config.SITE_URL.replace(/\/+$/, ''),
    sandboxBaseUrl: `http://127.0.0.1:${config.PORT}`,
    sandboxAllowed: config.IDENTITY_SANDBOX,
    hashKey: await loadIdentityHashKey(config.DATA_DIR, config.IDENTITY_HASH_KEY),
    bonusHearts: config.IDENTITY_BONUS_HEARTS,
    kakao,
    pass,
  };
}

export interface IdentityAdapters {
  providers: IdentityProviders;
  /** Null when every provider is real: then the sandbox routes do not exist. */
  sandbox: IdentitySandboxRegistration | null;
}

/** Credentials name the real provider; without them the sandbox stands in, when allowed. */
export function selectIdentityProviders(settings: IdentitySettings, stores?: FlowStores): IdentityAdapters {
  const sealKey = deriveKey(settings.hashKey, 'result seal');
  const siteKey = deriveKey(settings.hashKey, 'site di');
  // Derived from the server secret: every node of a cluster is the same sandbox and client.
  const keys = {
    clientId: 'sogon-sandbox',
    clientSecret: deriveKey(settings.hashKey, 'sandbox client secret', 24).toString('base64url'),
    signingKey: deriveKey(settings.hashKey, 'sandbox signing key'),
  };
  const sandboxed = (name: 'kakao' | 'pass') => !settings[name] && settings.sandboxAllowed;
  const providers: IdentityProviders = {
    kakao: settings.kakao
      ? createKakaoCertProvider({
          credentials: settings.kakao,
          sealKey,
          siteKey,
          ...(stores ? { stores } : {}),
        })
      : sandboxed('kakao')
        ? createSandboxKakaoCert({ addresses: settings, keys })
        : null,
    pass: settings.pass
      ? createPassProvider({ credentials: settings.pass, sealKey })
      : sandboxed('pass')
        ? createSandboxPass({ addresses: settings, keys })
        : null,
  };
  const offers = { kakao: sandboxed('kakao'), pass: sandboxed('pass') };
  return {
    providers,
    sandbox:
      offers.kakao || offers.pass
        ? {
            keys,
            ciSecret: deriveKey(settings.hashKey, 'sandbox ci'),
            callbackUrl: () => `${settings.siteUrl}${PASS_CALLBACK_PATH}`,
            acceptsCallback: (uri) => {
              const origin = webOrigin(uri);
              return isSiteOrigin(origin, settings.siteUrl) && uri === `${origin}${PASS_CALLBACK_PATH}`;
            },
            offers,
          }
        : null,
  };
}
