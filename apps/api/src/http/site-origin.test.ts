import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IdentitySettings } from '#api/adapters/identity/select';
import type { OAuthSettings } from '#api/adapters/oauth/select';
import { joinMember } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';
import { isSiteOrigin, siteOriginFor } from './site-origin.ts';

describe('the accepted origins of return addresses', () => {
  it('accepts SITE_URL, and any loopback host on its scheme and port when SITE_URL is loopback', () => {
    const local = 'http://localhost:3000';
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(isSiteOrigin(origin, local), origin).toBe(true);
      expect(siteOriginFor(origin, `${local}/`)).toBe(origin);
    }
    for (const origin of [
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'http://evil.example:3000',
      'http://10.0.0.1:3000',
      'http://127.0.0.1:3000/path',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(isSiteOrigin(origin, local), String(origin)).toBe(false);
      expect(siteOriginFor(origin, local)).toBe(local);
    }
  });

  it('accepts only SITE_URL itself when the site is public', () => {
    const site = 'https://sogon.example';
    expect(siteOriginFor('https://sogon.example', site)).toBe(site);
    for (const origin of [
      'http://sogon.example',
      'https://localhost',
      'http://127.0.0.1',
      'https://a.sogon.example',
    ]) {
      expect(isSiteOrigin(origin, site), origin).toBe(false);
      expect(siteOriginFor(origin, site)).toBe(site);
    }
  });
});

// SITE_URL says localhost, the member browses at 127.0.0.1 (issue 15): social login and PASS
// must come back to 127.0.0.1, where the state and session cookies live.
const listening = { url: '' };
const siteUrl = () => listening.url.replace('127.0.0.1', 'localhost');
const oauth: OAuthSettings = {
  get siteUrl() {
    return siteUrl();
  },
  get sandboxBaseUrl() {
    return listening.url;
  },
  sandboxAllowed: true,
  credentials: {},
};
const identity: IdentitySettings = {
  get siteUrl() {
    return siteUrl();
  },
  get sandboxBaseUrl() {
    return listening.url;
  },
  sandboxAllowed: true,
  hashKey: randomBytes(32),
  bonusHearts: 30,
  kakao: null,
  pass: null,
};
const api = setupTestApi({ settings: { oauth, identity } });

beforeAll(async () => {
  listening.url = await api.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('social login and PASS come back to the member’s origin', () => {
  it('sends the social login to a consent page and callback on 127.0.0.1, which the sandbox accepts', async () => {
    expect(siteUrl()).not.toBe(listening.url);
    const start = await fetch(`${listening.url}/api/live/v1/user/auth/sns/kakao/authorize`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const consent = new URL(start.headers.get('location') ?? '');
    expect(consent.origin).toBe(listening.url);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${listening.url}/sns?provider=kakao`);
    const page = await fetch(consent);
    expect(page.status).toBe(200);
  });

  it('keeps social login and PASS on SITE_URL for a Host that is not the site’s', async () => {
    const member = await joinMember(api.app);
    const sns = await api.app.inject({
      url: '/api/live/v1/user/auth/sns/naver/authorize',
      headers: { host: 'evil.example' },
    });
    expect(sns.statusCode).toBe(302);
    const consent = new URL(sns.headers.location as string);
    expect(consent.origin).toBe(siteUrl());
    expect(consent.searchParams.get('redirect_uri')).toBe(`${siteUrl()}/sns?provider=naver`);

    const pass = await api.app.inject({
      url: '/api/live/v1/identity/pass/start?kind=pass',
      headers: { host: 'evil.example', cookie: `token=${member.token}` },
    });
    expect(pass.statusCode).toBe(302);
    const check = new URL(pass.headers.location as string);
    expect(check.origin).toBe(siteUrl());
    expect(check.searchParams.get('redirect_uri')).toBe(`${siteUrl()}/api/live/v1/identity/pass/callback`);
  });

  it('sends the PASS popup to a check page and callback on 127.0.0.1, which the sandbox accepts', async () => {
    const member = await joinMember(api.app);
    const start = await fetch(`${listening.url}/api/live/v1/identity/pass/start?kind=pass`, {
      headers: { cookie: `token=${member.token}` },
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const check = new URL(start.headers.get('location') ?? '');
    expect(check.origin).toBe(listening.url);
    expect(check.searchParams.get('redirect_uri')).toBe(
      `${listening.url}/api/live/v1/identity/pass/callback`,
    );
    const page = await fetch(check);
    expect(page.status).toBe(200);
  });
});
