import { createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKakaoCertProvider } from '#api/adapters/identity/kakao-cert';
import { createPassProvider, deriveNiceKeys, niceDecrypt, niceEncrypt } from '#api/adapters/identity/pass';
import {
  type IdentitySettings,
  identitySettings,
  loadIdentityHashKey,
  selectIdentityProviders,
} from '#api/adapters/identity/select';
import { type Fetch, IdentityProviderError } from '#api/adapters/identity/types';

/** A stand-in for the network that records requests and answers from a script. */
function scripted(answers: Record<string, (body: string) => { status?: number; body: unknown }>) {
  const calls: { url: string; body: string; headers: Headers }[] = [];
  const fetchImpl: Fetch = async (url, init) => {
    const body = String(init?.body ?? '');
    calls.push({ url: String(url), body, headers: new Headers(init?.headers) });
    const key = Object.keys(answers).find((prefix) => String(url).startsWith(prefix));
    if (!key) throw new TypeError('fetch failed');
    const answer = answers[key]!(body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { fetchImpl, calls };
}

describe('PASS through the NICE window (no network)', () => {
  const credentials = {
    clientId: 'client-1',
    clientSecret: 'secret-1',
    productId: '2101979031',
    apiUrl: 'https://svc.nice.test',
    windowUrl: 'https://window.nice.test/CheckPlusSafeModel/service.cb',
  };

  it('derives key, IV and HMAC key from the crypto token and refuses a tampered integrity value', () => {
    const keys = deriveNiceKeys('20240615120000', 'req-1', 'token-value');
    const material = createHash('sha256').update('20240615120000req-1token-value').digest('base64');
    expect(keys).toEqual({
      key: material.slice(0, 16),
      iv: material.slice(-16),
      hmacKey: material.slice(0, 32),
    });
    const sealed = niceEncrypt(keys, '{"resultcode":"0000"}');
    expect(niceDecrypt(keys, sealed.encData, sealed.integrityValue)).toBe('{"resultcode":"0000"}');
    const forged = createHmac('sha256', 'other').update(sealed.encData).digest('base64');
    expect(niceDecrypt(keys, sealed.encData, forged)).toBeNull();
    expect(niceDecrypt(keys, sealed.encData, 'short')).toBeNull();
  });

  it('sends the popup to the window with our nonce inside, and seals what comes back', async () => {
    const { fetchImpl, calls } = scripted({
      'https://svc.nice.test/digital/niceid/oauth/oauth/token': () => ({
        body: { dataHeader: { GW_RSLT_CD: '1200' }, dataBody: { access_token: 'at-1' } },
      }),
      'https://svc.nice.test/digital/niceid/api/v1.0/common/crypto/token': () => ({
        body: {
          dataHeader: { GW_RSLT_CD: '1200' },
          dataBody: { rsp_cd: 'P000', site_code: 'SITE1', token_version_id: 'tv-1', token_val: 'tok' },
        },
      }),
    });
    const sealKey = randomBytes(32);
    const pass = createPassProvider({ credentials, sealKey, fetch: fetchImpl });
    const nonce = 'n'.repeat(32);
    const started = await pass.start({
      state: 'state-1',
      nonce,
      kind: 'pass',
      callbackUrl: 'https://sogon.example/api/live/v1/identity/pass/callback',
    });
    expect(calls[0]?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('client-1:secret-1').toString('base64')}`,
    );
    const cryptoCall = JSON.parse(calls[1]!.body);
    expect(cryptoCall.dataBody.enc_mode).toBe('1');
    expect(calls[1]?.headers.get('productid')).toBe('2101979031');
    const location = new URL(started.location);
    expect(location.origin + location.pathname).toBe(credentials.windowUrl);
    expect(location.searchParams.get('m')).toBe('service');
    expect(location.searchParams.get('token_version_id')).toBe('tv-1');
    expect(started.transactionId).toBe('tv-1');
    const keys = deriveNiceKeys(cryptoCall.dataBody.req_dtim, cryptoCall.dataBody.req_no, 'tok');
    expect(JSON.parse(started.providerState!)).toEqual(keys);
    const request = JSON.parse(
      niceDecrypt(
        keys,
        location.searchParams.get('enc_data')!,
        location.searchParams.get('integrity_value')!,
      )!,
    );
    expect(request).toMatchObject({ requestno: nonce, sitecode: 'SITE1', methodtype: 'get', popupyn: 'Y' });
    expect(request.returnurl).toBe('https://sogon.example/api/live/v1/identity/pass/callback?state=state-1');

    const answer = (changes: Record<string, string> = {}) =>
      niceEncrypt(
        keys,
        JSON.stringify({
          resultcode: '0000',
          requestno: nonce,
          utf8_name: encodeURIComponent('홍길동'),
          birthdate: '19900102',
          gender: '1',
          mobileco: '5',
          mobileno: '01012345678',
          ci: 'C'.repeat(88),
          di: 'D'.repeat(64),
          ...changes,
        }),
      );
    const back = (changes?: Record<string, string>) => {
      const sealed = answer(changes);
      return pass.finish(
        { token_version_id: 'tv-1', enc_data: sealed.encData, integrity_value: sealed.integrityValue },
        { nonce, providerState: started.providerState },
      );
    };
    const finished = await back();
    if (!finished.ok) throw new Error('refused');
    const opened = pass.verifyResult(finished.result, new Date());
    expect(opened).toMatchObject({
      ok: true,
      identity: {
        provider: 'pass',
        name: '홍길동',
        birthDate: '1990-01-02',
        gender: 'M',
        carrier: 'MVNO',
        phone: '01012345678',
        nonce,
      },
    });
    expect(await back({ requestno: 'someone-else' })).toEqual({ ok: false, reason: 'failed' });
    expect(await back({ resultcode: '0001' })).toEqual({ ok: false, reason: 'cancelled' });
    const sealed = answer();
    expect(
      await pass.finish(
        { enc_data: sealed.encData, integrity_value: Buffer.alloc(32).toString('base64') },
        { nonce, providerState: started.providerState },
      ),
    ).toEqual({ ok: false, reason: 'failed' });
  });
});

describe('Kakao certificate through Barocert (no network)', () => {
  const secret = randomBytes(32);
  const credentials = {
    linkId: 'SOGON',
    secretKey: secret.toString('base64'),
    clientCode: '023040000001',
    apiUrl: 'https://barocert.test',
    authUrl: 'https://auth.test',
  };

  function decrypt(value: string): string {
    const raw = Buffer.from(value, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', secret, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  }

  it('signs its calls, encrypts the person, and trusts the result only when the signed data is our nonce', async () => {
    const nonce = 'k'.repeat(32);
    let state = 0;
    let verifies = 0;
    let signedData = nonce;
    const receipt = `${'0'.repeat(31)}1`;
    const { fetchImpl, calls } = scripted({
      'https://auth.test/BAROCERT/Token': () => ({
        body: { session_token: 'session-1', expiration: new Date(Date.now() + 3_600_000).toISOString() },
      }),
      // GET status; the POST that verifies is answered by `wrapped` below.
      [`https://barocert.test/KAKAO/Identity/023040000001/${receipt}`]: () => ({
        body: { receiptID: receipt, state },
      }),
      'https://barocert.test/KAKAO/Identity/023040000001': () => ({
        body: { receiptID: receipt, scheme: '' },
      }),
    });
    const wrapped: Fetch = async (url, init) => {
      if (init?.method === 'POST' && String(url).endsWith(receipt)) {
        verifies += 1;
        return new Response(
          JSON.stringify({
            receiptID: receipt,
            state: 1,
            signedData,
            ci: 'C'.repeat(88),
            receiverName: '홍길동',
            receiverYear: '1990',
            receiverDay: '0102',
            receiverHP: '01012345678',
            receiverGender: 'FEMALE',
            receiverTelcoType: 'KT',
          }),
        );
      }
      return fetchImpl(url, init);
    };
    const kakao = createKakaoCertProvider({
      credentials,
      sealKey: randomBytes(32),
      siteKey: randomBytes(32),
      fetch: wrapped,
    });
    const asked = await kakao.request({
      name: '홍길동',
      phone: '01012345678',
      birthday: '19900102',
      nonce,
      expiresInSeconds: 600,
    });
    expect(asked.transactionId).toBe(receipt);

    const token = calls.find((call) => call.url.startsWith('https://auth.test'))!;
    const lhDate = token.headers.get('x-lh-date')!;
    const tokenTarget = [
      'POST',
      createHash('sha256').update(token.body).digest('base64'),
      lhDate,
      '*',
      '2.0',
      '/BAROCERT/Token',
    ].join('\n');
    expect(token.headers.get('authorization')).toBe(
      `LINKHUB SOGON ${createHmac('sha256', secret).update(tokenTarget).digest('base64')}`,
    );

    const request = calls.find((call) => call.url === 'https://barocert.test/KAKAO/Identity/023040000001')!;
    const body = JSON.parse(request.body);
    expect(decrypt(body.receiverName)).toBe('홍길동');
    expect(decrypt(body.receiverHP)).toBe('01012345678');
    expect(decrypt(body.receiverBirthday)).toBe('19900102');
    expect(decrypt(body.token)).toBe(nonce);
    expect(body).toMatchObject({ expireIn: 600, appUseYN: false });
    const bcDate = request.headers.get('x-bc-date')!;
    const target = `POST\n${createHash('sha256').update(request.body).digest('base64')}\n${bcDate}\n/KAKAO/Identity/023040000001\n`;
    expect(request.headers.get('x-bc-auth')).toBe(
      createHmac('sha256', secret).update(target).digest('base64'),
    );
    expect(request.headers.get('authorization')).toBe('Bearer session-1');

    expect(await kakao.status(receipt, nonce)).toEqual({ state: 'pending', result: null });
    state = 1;
    const done = await kakao.status(receipt, nonce);
    expect(done.state).toBe('completed');
    expect(kakao.verifyResult(done.result!, new Date())).toMatchObject({
      ok: true,
      identity: { provider: 'kakao', birthDate: '1990-01-02', gender: 'F', carrier: 'KT', nonce },
    });
    // Barocert verifies once: a second poll answers the kept result.
    expect((await kakao.status(receipt, nonce)).result).toBe(done.result);
    expect(verifies).toBe(1);

    const other = createKakaoCertProvider({
      credentials,
      sealKey: randomBytes(32),
      siteKey: randomBytes(32),
      fetch: wrapped,
    });
    signedData = 'not-our-nonce';
    await expect(other.status(receipt, nonce)).rejects.toBeInstanceOf(IdentityProviderError);
  });
});

describe('choosing providers', () => {
  const base: IdentitySettings = {
    siteUrl: 'https://sogon.example',
    sandboxBaseUrl: 'http://127.0.0.1:1',
    sandboxAllowed: true,
    hashKey: randomBytes(32),
    bonusHearts: 30,
    kakao: null,
    pass: null,
  };

  it('runs the sandbox without credentials, the real adapter with them, nothing when both are missing', () => {
    const sandboxed = selectIdentityProviders(base);
    expect(sandboxed.providers.kakao?.sandbox).toBe(true);
    expect(sandboxed.providers.pass?.sandbox).toBe(true);
    expect(sandboxed.sandbox?.callbackUrl()).toBe('https://sogon.example/api/live/v1/identity/pass/callback');

    const mixed = selectIdentityProviders({
      ...base,
      pass: { clientId: 'c', clientSecret: 's', productId: 'p', apiUrl: 'https://a', windowUrl: 'https://w' },
    });
    expect(mixed.providers.pass?.sandbox).toBe(false);
    expect(mixed.sandbox?.offers).toEqual({ kakao: true, pass: false });

    const closed = selectIdentityProviders({ ...base, sandboxAllowed: false });
    expect(closed.providers).toEqual({ kakao: null, pass: null });
    expect(closed.sandbox).toBeNull();
  });

  it('reads the config, stops on half-given credentials, and keeps one generated hash key in DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sogon-identity-'));
    try {
      const config = {
        SITE_URL: 'https://sogon.example/',
        PORT: 8080,
        DATA_DIR: dataDir,
        IDENTITY_SANDBOX: true,
        IDENTITY_BONUS_HEARTS: 30,
        KAKAO_CERT_API_URL: 'https://barocert.linkhub.co.kr',
        KAKAO_CERT_AUTH_URL: 'https://auth.linkhub.co.kr',
        PASS_PRODUCT_ID: '2101979031',
        PASS_API_URL: 'https://svc.niceapi.co.kr:22001',
        PASS_WINDOW_URL: 'https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb',
      };
      const settings = await identitySettings(config);
      expect(settings).toMatchObject({ siteUrl: 'https://sogon.example', sandboxAllowed: true, kakao: null });
      const file = path.join(dataDir, 'identity-hash-key');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toEqual(settings.hashKey);
      expect((await identitySettings(config)).hashKey).toEqual(settings.hashKey);

      await expect(identitySettings({ ...config, KAKAO_CERT_LINK_ID: 'id' })).rejects.toThrow(
        /KAKAO_CERT_SECRET_KEY/,
      );
      await expect(identitySettings({ ...config, PASS_CLIENT_ID: 'id' })).rejects.toThrow(
        /PASS_CLIENT_SECRET/,
      );
      await expect(identitySettings({ ...config, IDENTITY_SANDBOX: false })).rejects.toThrow(
        /IDENTITY_SANDBOX/,
      );
      await expect(loadIdentityHashKey(dataDir, 'too-short')).rejects.toThrow(/32 bytes/);
      const given = randomBytes(32);
      expect(await loadIdentityHashKey(dataDir, given.toString('hex'))).toEqual(given);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
