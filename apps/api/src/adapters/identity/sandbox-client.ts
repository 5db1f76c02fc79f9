import { ZKakaoCertStatus } from '@sogon/contract/schemas/identity';
import { z } from 'zod';
import { webOrigin } from '#api/http/site-origin';
import {
  callJson,
  expectShape,
  type Fetch,
  type KakaoCertProvider,
  openResult,
  type PassProvider,
  type ResultCheck,
} from './types.ts';

export const IDENTITY_SANDBOX_PATH = '/api/live/identity-sandbox';

/** Where the sandbox is reached: the browser through the site, this server directly. */
export interface IdentitySandboxAddresses {
  /** Public origin (SITE_URL); the pages the popup opens live under it or the callback's accepted origin. */
  readonly siteUrl: string;
  /** Origin this process reaches itself at for the back channel (Kakao requests and status). */
  readonly sandboxBaseUrl: string;
}

/** What the sandbox and its only client share, made up per process. */
export interface IdentitySandboxKeys {
  clientId: string;
  /** Authenticates the back channel (Bearer). */
  clientSecret: string;
  /** HMAC-SHA256 key the sandbox signs results with, and the client checks them with. */
  signingKey: Buffer;
}

/** The sandbox's "app registration": its one client, where PASS may send people back, and keys. */
export interface IdentitySandboxRegistration {
  keys: IdentitySandboxKeys;
  /** Stable across restarts, so one test person keeps one CI (derived from IDENTITY_HASH_KEY). */
  ciSecret: Buffer;
  /** The registered PASS callback on SITE_URL; read per call because the port is known only after listen. */
  callbackUrl(): string;
  /** Whether `uri` is the PASS callback on one of the site's accepted origins (site-origin.ts). */
  acceptsCallback(uri: string): boolean;
  offers: { kakao: boolean; pass: boolean };
}

const ZReceipt = z.object({ txId: z.string().min(1).max(100), expiresAt: z.iso.datetime() });
const ZStatus = ZKakaoCertStatus.pick({ status: true, result: true });

function checked(check: ResultCheck, provider: 'kakao' | 'pass'): ResultCheck {
  if (check.ok && check.identity.provider !== provider) return { ok: false, reason: 'signature' };
  return check;
}

/**
 * Kakao certificate against the local sandbox: the request and the status polling go over real
 * HTTP to the sandbox's back channel, the person approves on the sandbox's "phone" page, and the
 * result comes back signed with the sandbox's key.
 */
export function createSandboxKakaoCert(deps: {
  addresses: IdentitySandboxAddresses;
  keys: IdentitySandboxKeys;
  fetch?: Fetch;
}): KakaoCertProvider {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const { addresses, keys } = deps;
  const backChannel = (path: string) => `${addresses.sandboxBaseUrl}${IDENTITY_SANDBOX_PATH}/kakao/${path}`;
  const headers = { authorization: `Bearer ${keys.clientSecret}`, 'content-type': 'application/json' };
  return {
    name: 'kakao',
    sandbox: true,

    async request(input) {
      const answer = await callJson(fetchImpl, 'sandbox kakao request', backChannel('requests'), {
        method: 'POST',
        headers,
        body: JSON.stringify({
          clientId: keys.clientId,
          name: input.name,
          phone: input.phone,
          birthday: input.birthday,
          nonce: input.nonce,
          expiresIn: input.expiresInSeconds,
        }),
      });
      const receipt = expectShape('sandbox kakao request', ZReceipt, answer);
      return { transactionId: receipt.txId, expiresAt: new Date(receipt.expiresAt) };
    },

    async status(transactionId) {
      const answer = await callJson(
        fetchImpl,
        'sandbox kakao status',
        backChannel(`requests/${encodeURIComponent(transactionId)}`),
        { method: 'GET', headers: { authorization: headers.authorization } },
      );
      const status = expectShape('sandbox kakao status', ZStatus, answer);
      return { state: status.status, result: status.status === 'completed' ? status.result : null };
    },

    phoneUrl: (transactionId) =>
      `${addresses.siteUrl}${IDENTITY_SANDBOX_PATH}/kakao/phone/${encodeURIComponent(transactionId)}`,

    verifyResult: (result, now) => checked(openResult(keys.signingKey, result, now), 'kakao'),
  };
}

/**
 * PASS against the local sandbox: the popup goes to the sandbox's check page, which sends it back
 * to our callback with `state` and a result signed with the sandbox's key (or `error`).
 */
export function createSandboxPass(deps: {
  addresses: IdentitySandboxAddresses;
  keys: IdentitySandboxKeys;
}): PassProvider {
  const { addresses, keys } = deps;
  return {
    name: 'pass',
    sandbox: true,

    async start(input) {
      // The check page on the callback's origin (the one the member browses on): one site.
      const origin = webOrigin(input.callbackUrl) ?? addresses.siteUrl;
      const url = new URL(`${origin}${IDENTITY_SANDBOX_PATH}/pass/authorize`);
      url.search = new URLSearchParams({
        client_id: keys.clientId,
        redirect_uri: input.callbackUrl,
        state: input.state,
        nonce: input.nonce,
        kind: input.kind,
      }).toString();
      return { location: url.toString(), transactionId: null, providerState: null };
    },

    async finish(query) {
      if (query.error) return { ok: false, reason: query.error === 'access_denied' ? 'cancelled' : 'failed' };
      const result = query.result;
      // The signature is checked where the result is used (PUT /v1/user/authentication).
      return result ? { ok: true, result } : { ok: false, reason: 'failed' };
    },

    verifyResult: (result, now) => checked(openResult(keys.signingKey, result, now), 'pass'),
  };
}
