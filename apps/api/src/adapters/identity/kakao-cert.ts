import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type FlowStores, memoryFlowStores } from '#api/adapters/redis/flow-store';
import {
  type CertState,
  callJson,
  expectShape,
  type Fetch,
  IdentityProviderError,
  type KakaoCertProvider,
  openResult,
  RESULT_TTL_MS,
  sameText,
  sealResult,
  type VerifiedIdentity,
} from './types.ts';

/**
 * Kakao certificate (카카오 인증서 본인인증) through Barocert by Linkhub, as its SDKs speak it:
 * a Linkhub session token (HMAC-signed token request), then `POST /KAKAO/Identity/{clientCode}`
 * with the person's fields AES-256-GCM encrypted under the secret key, `GET …/{receiptID}` for
 * the state, and `POST …/{receiptID}` once to verify: the signed data must equal the one-time
 * token we asked the person to sign (our nonce). Barocert allows that verify call once, so the
 * result is kept in memory until it expires.
 */
export interface KakaoCertCredentials {
  linkId: string;
  /** Base64 secret key issued with the LinkID. */
  secretKey: string;
  /** 이용기관코드: 12 digits. */
  clientCode: string;
  /** https://barocert.linkhub.co.kr */
  apiUrl: string;
  /** https://auth.linkhub.co.kr */
  authUrl: string;
}

const SERVICE_ID = 'BAROCERT';
const SCOPES = ['partner', '401', '402', '403', '404', '405'];
const API_VERSION = '2.1';
const LINKHUB_VERSION = '2.0';
const REQUEST_TITLE = '소곤 본인인증';

const ZSession = z.object({ session_token: z.string().min(1), expiration: z.string().optional() });
const ZReceipt = z.object({ receiptID: z.string().min(1).max(64) });
const ZStatus = z.object({ receiptID: z.string(), state: z.number().int() });
const ZVerified = z.object({
  receiptID: z.string(),
  state: z.number().int(),
  signedData: z.string().min(1),
  ci: z.string().min(16),
  receiverName: z.string().min(1),
  receiverYear: z.string().regex(/^\d{4}$/),
  receiverDay: z.string().regex(/^\d{4}$/),
  receiverHP: z.string().min(10),
  receiverGender: z.string().min(1),
  receiverTelcoType: z.string().optional(),
});

const b64sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

function genderOf(value: string): 'M' | 'F' | null {
  if (/^(M|MALE|[1357])$/i.test(value)) return 'M';
  if (/^(F|FEMALE|[2468])$/i.test(value)) return 'F';
  return null;
}

/** Barocert telco codes: SKT, KT, LGU(+), and the MVNO lines SKM, KTM, LGM. */
function carrierOf(value: string | undefined): VerifiedIdentity['carrier'] {
  const code = (value ?? '').toUpperCase();
  if (/^(SKM|KTM|LGM)$/.test(code) || code.includes('MVNO')) return 'MVNO';
  if (code.startsWith('SK')) return 'SKT';
  if (code.startsWith('LG')) return 'LGU';
  return 'KT';
}

export function createKakaoCertProvider(deps: {
  credentials: KakaoCertCredentials;
  /** Seals the verified result for the browser to carry (derived from IDENTITY_HASH_KEY). */
  sealKey: Buffer;
  /** Makes the per-site DI, which Barocert does not report. */
  siteKey: Buffer;
  fetch?: Fetch;
  /** Where verified results wait for the next status poll (Redis with several nodes). */
  stores?: FlowStores;
  now?: () => number;
}): KakaoCertProvider {
  const { credentials } = deps;
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? (() => Date.now());
  const secret = Buffer.from(credentials.secretKey, 'base64');
  // Shared by every node: a status poll after the verify may reach another one.
  const verified = (deps.stores ?? memoryFlowStores(now))<string>('kakao-cert-result', RESULT_TTL_MS, 10_000);
  let session: { token: string; expiresAt: number } | null = null;

  const sign = (target: string) => createHmac('sha256', secret).update(target, 'utf8').digest('base64');

  function encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', secret, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return Buffer.concat([iv, sealed]).toString('base64');
  }

  async function sessionToken(): Promise<string> {
    if (session && session.expiresAt - 60_000 > now()) return session.token;
    const uri = `/${SERVICE_ID}/Token`;
    const body = JSON.stringify({ access_id: '', scope: SCOPES });
    const date = new Date(now()).toISOString();
    const target = ['POST', b64sha256(body), date, '*', LINKHUB_VERSION, uri].join('\n');
    const answer = await callJson(fetchImpl, 'linkhub token', `${credentials.authUrl}${uri}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-lh-date': date,
        'x-lh-version': LINKHUB_VERSION,
        'x-lh-forwarded': '*',
        authorization: `LINKHUB ${credentials.linkId} ${sign(target)}`,
      },
      body,
    });
    const token = expectShape('linkhub token', ZSession, answer);
    const expiresAt = Date.parse(token.expiration ?? '') || now() + 10 * 60 * 1000;
    session = { token: token.session_token, expiresAt };
    return token.session_token;
  }

  async function post(what: string, uri: string, payload?: object): Promise<unknown> {
    const body = payload ? JSON.stringify(payload) : '';
    const date = new Date(now()).toISOString();
    const target = `POST\n${body ? `${b64sha256(body)}\n` : ''}${date}\n${uri}\n`;
    return callJson(fetchImpl, what, `${credentials.apiUrl}${uri}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await sessionToken()}`,
        'content-type': 'application/json; charset=utf8',
        'x-bc-date': date,
        'x-bc-version': API_VERSION,
        'x-bc-auth': sign(target),
        'x-bc-encryptionmode': 'GCM',
      },
      body: body || undefined,
    });
  }

  async function get(what: string, uri: string): Promise<unknown> {
    return callJson(fetchImpl, what, `${credentials.apiUrl}${uri}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${await sessionToken()}`, 'x-pb-version': API_VERSION },
    });
  }

  const identityUri = (receiptId?: string) =>
    `/KAKAO/Identity/${credentials.clientCode}${receiptId ? `/${encodeURIComponent(receiptId)}` : ''}`;

  async function verify(receiptId: string, nonce: string): Promise<string> {
    const kept = await verified.get(receiptId);
    if (kept) return kept;
    const answer = expectShape('kakao verify', ZVerified, await post('kakao verify', identityUri(receiptId)));
    if (!sameText(answer.signedData, nonce))
      throw new IdentityProviderError('kakao verify: signed data differs');
    const gender = genderOf(answer.receiverGender);
    if (!gender) throw new IdentityProviderError('kakao verify: unknown gender');
    const day = answer.receiverDay;
    const sealed = sealResult(deps.sealKey, {
      provider: 'kakao',
      name: answer.receiverName.trim(),
      birthDate: `${answer.receiverYear}-${day.slice(0, 2)}-${day.slice(2)}`,
      gender,
      phone: answer.receiverHP.replace(/\D/g, ''),
      carrier: carrierOf(answer.receiverTelcoType),
      ci: answer.ci,
      di: createHmac('sha256', deps.siteKey).update(answer.ci, 'utf8').digest('base64'),
      nonce,
      issuedAt: new Date(now()).toISOString(),
    });
    await verified.set(receiptId, sealed);
    return sealed;
  }

  return {
    name: 'kakao',
    sandbox: false,

    async request(input) {
      const expireIn = Math.min(input.expiresInSeconds, 1000);
      const answer = await post('kakao request', identityUri(), {
        receiverHP: encrypt(input.phone),
        receiverName: encrypt(input.name),
        receiverBirthday: encrypt(input.birthday),
        reqTitle: REQUEST_TITLE,
        expireIn,
        token: encrypt(input.nonce),
        appUseYN: false,
      });
      const receipt = expectShape('kakao request', ZReceipt, answer);
      return { transactionId: receipt.receiptID, expiresAt: new Date(now() + expireIn * 1000) };
    },

    async status(transactionId, nonce) {
      const kept = await verified.get(transactionId);
      if (kept) return { state: 'completed', result: kept };
      const status = expectShape(
        'kakao status',
        ZStatus,
        await get('kakao status', identityUri(transactionId)),
      );
      // 0 waiting, 1 signed, 2 expired; anything else is a refusal or a failure on Kakao's side.
      const state: CertState =
        status.state === 0
          ? 'pending'
          : status.state === 1
            ? 'completed'
            : status.state === 2
              ? 'expired'
              : 'failed';
      if (state !== 'completed') return { state, result: null };
      return { state, result: await verify(transactionId, nonce) };
    },

    phoneUrl: () => null,

    verifyResult(result, at) {
      const check = openResult(deps.sealKey, result, at);
      return check.ok && check.identity.provider !== 'kakao' ? { ok: false, reason: 'signature' } : check;
    },
  };
}
