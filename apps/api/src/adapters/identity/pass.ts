import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { kstParts } from '@sogon/contract/time/kst';
import { z } from 'zod';
import {
  callJson,
  expectShape,
  type Fetch,
  IdentityProviderError,
  openResult,
  type PassProvider,
  sealResult,
  type VerifiedIdentity,
} from './types.ts';

/**
 * PASS 휴대폰 본인확인 through the NICE 통합인증 standard window (the window that offers the PASS
 * app and SMS for every carrier), as NICE documents it: an OAuth client-credentials access token,
 * a per-request crypto token (`req_dtim`, `req_no` → `token_val`), from which
 * `base64(sha256(req_dtim + req_no + token_val))` gives the AES-128-CBC key (first 16
 * characters), IV (last 16) and HMAC key (first 32). The request (our nonce as `requestno`,
 * our callback as `returnurl`) is encrypted and HMAC-SHA256 protected; NICE answers on the
 * callback with `token_version_id`, `enc_data` and `integrity_value` protected the same way.
 */
export interface PassCredentials {
  clientId: string;
  clientSecret: string;
  /** NICE product id of 통합인증 (2101979031 at the time of writing). */
  productId: string;
  /** https://svc.niceapi.co.kr:22001 */
  apiUrl: string;
  /** https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb */
  windowUrl: string;
}

const ZAccessToken = z.object({ dataBody: z.object({ access_token: z.string().min(1) }) });
const ZCryptoToken = z.object({
  dataBody: z.object({
    rsp_cd: z.literal('P000'),
    site_code: z.string().min(1),
    token_version_id: z.string().min(1),
    token_val: z.string().min(1),
  }),
});
const ZKeys = z.object({ key: z.string(), iv: z.string(), hmacKey: z.string() });
const ZAnswer = z.object({
  resultcode: z.string(),
  requestno: z.string(),
  name: z.string().optional(),
  utf8_name: z.string().optional(),
  birthdate: z.string().regex(/^\d{8}$/),
  gender: z.enum(['0', '1']),
  mobileco: z.string().optional(),
  mobileno: z.string().regex(/^\d{10,11}$/),
  ci: z.string().min(16),
  di: z.string().min(16),
});

type CryptoKeys = z.infer<typeof ZKeys>;

/** NICE mobile carrier codes: 1 SKT, 2 KT, 3 LG U+, 4–6 their MVNO lines. */
const CARRIER: Record<string, VerifiedIdentity['carrier']> = { '1': 'SKT', '2': 'KT', '3': 'LGU' };

export function deriveNiceKeys(reqDtim: string, reqNo: string, tokenVal: string): CryptoKeys {
  const material = createHash('sha256')
    .update(`${reqDtim.trim()}${reqNo.trim()}${tokenVal.trim()}`, 'utf8')
    .digest('base64');
  return { key: material.slice(0, 16), iv: material.slice(-16), hmacKey: material.slice(0, 32) };
}

export function niceEncrypt(keys: CryptoKeys, plain: string): { encData: string; integrityValue: string } {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.key, 'utf8'), Buffer.from(keys.iv, 'utf8'));
  const encData = Buffer.concat([cipher.update(plain.trim(), 'utf8'), cipher.final()]).toString('base64');
  const integrityValue = createHmac('sha256', Buffer.from(keys.hmacKey, 'utf8'))
    .update(encData, 'utf8')
    .digest('base64');
  return { encData, integrityValue };
}

/** The integrity value is checked in constant time before anything is decrypted. */
export function niceDecrypt(keys: CryptoKeys, encData: string, integrityValue: string): string | null {
  const expected = createHmac('sha256', Buffer.from(keys.hmacKey, 'utf8')).update(encData, 'utf8').digest();
  const given = Buffer.from(integrityValue, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const decipher = createDecipheriv(
      'aes-128-cbc',
      Buffer.from(keys.key, 'utf8'),
      Buffer.from(keys.iv, 'utf8'),
    );
    const plain = Buffer.concat([decipher.update(Buffer.from(encData, 'base64')), decipher.final()]);
    // NICE answers in EUC-KR (its `utf8_name` carries the name URL-encoded UTF-8 as well).
    return new TextDecoder('euc-kr').decode(plain);
  } catch {
    return null;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

export function createPassProvider(deps: {
  credentials: PassCredentials;
  sealKey: Buffer;
  fetch?: Fetch;
  now?: () => number;
}): PassProvider {
  const { credentials } = deps;
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? (() => Date.now());
  let accessToken: string | null = null;

  async function token(): Promise<string> {
    if (accessToken) return accessToken;
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const answer = await callJson(
      fetchImpl,
      'nice token',
      `${credentials.apiUrl}/digital/niceid/oauth/oauth/token`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&scope=default',
      },
    );
    accessToken = expectShape('nice token', ZAccessToken, answer).dataBody.access_token;
    return accessToken;
  }

  return {
    name: 'pass',
    sandbox: false,

    async start(input) {
      const at = kstParts(now());
      const reqDtim = `${at.year}${pad(at.month)}${pad(at.day)}${pad(at.hour)}${pad(at.minute)}${pad(at.second)}`;
      const reqNo = randomBytes(15).toString('hex').slice(0, 30);
      const stamp = Math.floor(now() / 1000);
      const bearer = Buffer.from(`${await token()}:${stamp}:${credentials.clientId}`).toString('base64');
      const answer = await callJson(
        fetchImpl,
        'nice crypto token',
        `${credentials.apiUrl}/digital/niceid/api/v1.0/common/crypto/token`,
        {
          method: 'POST',
          headers: {
            authorization: `bearer ${bearer}`,
            productID: credentials.productId,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            dataHeader: { CNTY_CD: 'ko' },
            dataBody: { req_dtim: reqDtim, req_no: reqNo, enc_mode: '1' },
          }),
        },
      );
      const crypto = expectShape('nice crypto token', ZCryptoToken, answer).dataBody;
      const keys = deriveNiceKeys(reqDtim, reqNo, crypto.token_val);
      const returnUrl = new URL(input.callbackUrl);
      returnUrl.searchParams.set('state', input.state);
      const request = niceEncrypt(
        keys,
        JSON.stringify({
          requestno: input.nonce,
          returnurl: returnUrl.toString(),
          sitecode: crypto.site_code,
          authtype: 'M',
          methodtype: 'get',
          popupyn: 'Y',
          receivedata: input.kind,
        }),
      );
      const location = new URL(credentials.windowUrl);
      location.search = new URLSearchParams({
        m: 'service',
        token_version_id: crypto.token_version_id,
        enc_data: request.encData,
        integrity_value: request.integrityValue,
      }).toString();
      return {
        location: location.toString(),
        transactionId: crypto.token_version_id,
        providerState: JSON.stringify(keys),
      };
    },

    async finish(query, request) {
      const { enc_data: encData, integrity_value: integrityValue } = query;
      if (!encData || !integrityValue) return { ok: false, reason: 'cancelled' };
      const keys = ZKeys.safeParse(JSON.parse(request.providerState ?? 'null'));
      if (!keys.success) return { ok: false, reason: 'failed' };
      const plain = niceDecrypt(keys.data, encData, integrityValue);
      if (plain === null) return { ok: false, reason: 'failed' };
      let answer: z.infer<typeof ZAnswer>;
      try {
        answer = expectShape('nice answer', ZAnswer, JSON.parse(plain));
      } catch (error) {
        if (error instanceof IdentityProviderError || error instanceof SyntaxError)
          return { ok: false, reason: 'failed' };
        throw error;
      }
      if (answer.resultcode !== '0000') return { ok: false, reason: 'cancelled' };
      if (answer.requestno !== request.nonce) return { ok: false, reason: 'failed' };
      const name = answer.utf8_name ? decodeURIComponent(answer.utf8_name) : (answer.name ?? '');
      const birth = answer.birthdate;
      const result = sealResult(deps.sealKey, {
        provider: 'pass',
        name: name.trim(),
        birthDate: `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6)}`,
        gender: answer.gender === '1' ? 'M' : 'F',
        phone: answer.mobileno,
        carrier: CARRIER[answer.mobileco ?? ''] ?? 'MVNO',
        ci: answer.ci,
        di: answer.di,
        nonce: request.nonce,
        issuedAt: new Date(now()).toISOString(),
      });
      return { ok: true, result };
    },

    verifyResult(result, at) {
      const check = openResult(deps.sealKey, result, at);
      return check.ok && check.identity.provider !== 'pass' ? { ok: false, reason: 'signature' } : check;
    },
  };
}
