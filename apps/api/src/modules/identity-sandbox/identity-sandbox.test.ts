import { describe, expect, it } from 'vitest';
import { decodeResult, newPerson, setupIdentityServer } from '#api/modules/identity/test-kit';
import { createIdentitySandbox } from './provider.ts';

const kit = setupIdentityServer();

const sandboxUrl = (path: string) => `${kit.origin.url}/api/live/identity-sandbox${path}`;

describe('sandbox PASS page', () => {
  it('is a labelled Korean form marked as a test environment, with a strict CSP', async () => {
    const member = await kit.member();
    const page = await fetch(await kit.passStart(member.token));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<p class="badge">테스트 환경</p>');
    for (const label of ['이름', '생년월일', '휴대폰 번호', '통신사']) {
      expect(html).toMatch(new RegExp(`<label for="[a-zA-Z]+">${label}</label>`));
    }
    expect(html).toContain('<legend>성별</legend>');
    for (const carrier of ['SKT', 'KT', 'LG U+', '알뜰폰']) expect(html).toContain(`>${carrier}</option>`);
    expect(html).toContain(
      '<button type="submit" name="action" value="approve" class="primary">인증하기</button>',
    );
    expect(html).toContain('value="cancel" formnovalidate>취소</button>');
  });

  it('answers mistakes with the same page, errors tied to their fields, and no redirect', async () => {
    const member = await kit.member();
    const page = await kit.passStart(member.token);
    const html = await (await fetch(page)).text();
    const hidden = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    );
    const posted = await fetch(sandboxUrl('/pass/authorize'), {
      method: 'POST',
      body: new URLSearchParams({
        ...hidden,
        name: '<b>x</b>',
        birthDate: '20230229',
        phone: '12',
        carrier: 'SKT',
        gender: 'F',
        action: 'approve',
      }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(400);
    const body = await posted.text();
    expect(body).toContain('role="alert"');
    expect(body).toContain('aria-invalid="true" aria-describedby="name-error"');
    expect(body).toContain('aria-invalid="true" aria-describedby="birthDate-hint birthDate-error"');
    expect(body).toContain('생년월일 8자리를 정확히 입력해 주세요.');
    expect(body).not.toContain('<b>x</b>');
    expect(body).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
  });

  it('shows an error page, never a redirect, for an unknown client or an unregistered callback', async () => {
    const member = await kit.member();
    const page = await kit.passStart(member.token);
    const refused: Record<string, string>[] = [
      { client_id: 'someone-else' },
      { redirect_uri: 'https://evil.example/callback' },
      { redirect_uri: `${kit.origin.url}/api/live/v1/identity/pass/callback?x=1` },
      { nonce: 'short' },
      { kind: 'other' },
    ];
    for (const change of refused) {
      const url = new URL(page);
      for (const [key, value] of Object.entries(change)) url.searchParams.set(key, value);
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('잘못된 인증 요청');
    }
  });

  it('derives the same CI for the same name, birth date and phone, and another for anyone else', async () => {
    const member = await kit.member();
    const person = newPerson();
    const first = decodeResult(await kit.passResult(member.token, person));
    const again = decodeResult(await kit.passResult(member.token, { ...person, carrier: 'KT' }));
    const other = decodeResult(await kit.passResult(member.token, { ...person, phone: newPerson().phone }));
    expect(again.ci).toBe(first.ci);
    expect(again.di).toBe(first.di);
    expect(other.ci).not.toBe(first.ci);
    expect(first.nonce).not.toBe(again.nonce);
  });
});

describe('sandbox Kakao back channel', () => {
  it('answers only its client', async () => {
    const created = await fetch(sandboxUrl('/kakao/requests'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-the-secret-at-all' },
      body: JSON.stringify({
        name: '김소곤',
        phone: '01012345678',
        birthday: '19900101',
        nonce: 'n'.repeat(32),
      }),
    });
    expect(created.status).toBe(401);
    const status = await fetch(sandboxUrl('/kakao/requests/abc'));
    expect(status.status).toBe(401);
  });

  it('says a request is gone on the phone page when it does not exist', async () => {
    const page = await fetch(sandboxUrl('/kakao/phone/0123456789abcdef'));
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('이미 처리되었거나 만료된 인증 요청이에요.');
  });

  it('lets an unanswered request expire', async () => {
    let now = 1_000_000;
    const keys = { clientId: 'c', clientSecret: 's'.repeat(20), signingKey: Buffer.alloc(32, 1) };
    const sandbox = createIdentitySandbox({
      registration: {
        keys,
        ciSecret: Buffer.alloc(32, 2),
        callbackUrl: () => 'http://site.test/callback',
        acceptsCallback: (uri) => uri === 'http://site.test/callback',
        offers: { kakao: true, pass: true },
      },
      now: () => now,
    });
    const receipt = await sandbox.createKakaoRequest({
      clientId: 'c',
      name: '김소곤',
      phone: '010-1234-5678',
      birthday: '19900101',
      nonce: 'n'.repeat(32),
      expiresIn: 60,
    });
    expect(receipt).not.toBeNull();
    expect(await sandbox.kakaoStatus(receipt!.txId)).toEqual({ status: 'pending', result: null });
    now += 60_000;
    expect(await sandbox.kakaoStatus(receipt!.txId)).toEqual({ status: 'expired', result: null });
    expect(
      await sandbox.decideKakao(receipt!.txId, { action: 'approve', carrier: 'SKT', gender: 'M' }),
    ).toEqual({
      kind: 'gone',
    });
  });
});
