import { safeReturnTo } from '@sogon/contract/validation/safe-path';
import { describe, expect, it } from 'vitest';

const SITE = 'https://sogon.example';

/**
 * What the browser does with a `returnTo` of a link to /?action=login, /join or /charge: the
 * page reads it from the query (decoded once), passes it through safeReturnTo and navigates.
 */
function landing(link: string): URL {
  const returnTo = new URL(link, SITE).searchParams.get('returnTo');
  return new URL(safeReturnTo(returnTo), SITE);
}

describe('returnTo of login, join and charge links', () => {
  it('comes back to the page the member was on', () => {
    expect(landing('/?action=login&returnTo=%2Fplaylist%2F3%3Fx%3D1').href).toBe(`${SITE}/playlist/3?x=1`);
    expect(landing('/join?returnTo=/content/7').href).toBe(`${SITE}/content/7`);
    expect(landing('/charge?returnTo=%2Fsearch%3Fq%3D%ED%95%9C').href).toBe(`${SITE}/search?q=%ED%95%9C`);
  });

  it('never leaves the site, however the target is spelled', () => {
    const hostile = [
      '/%09/evil.example/x',
      '/%0a/evil.example/x',
      '/%0d/evil.example/x',
      '%09//evil.example',
      '//evil.example/x',
      '/%5Cevil.example',
      '/%252f/evil.example',
      '/%2fevil.example',
      'javascript:alert(1)',
      'http://evil.example/x',
      '/%E2%80%AE/evil.example',
    ];
    for (const value of hostile) {
      for (const page of ['/?action=login&returnTo=', '/join?returnTo=', '/charge?returnTo=']) {
        const target = landing(`${page}${value}`);
        expect(target.origin, `${page}${value}`).toBe(SITE);
        expect(target.pathname, `${page}${value}`).toBe('/');
      }
    }
  });

  it('does not send a member to an API or media address', () => {
    for (const value of [
      '/api/live/v1/user/auth/logout',
      '/%2e%2e/api/live/v1/user/auth/logout',
      '/media/x.jpg',
    ]) {
      expect(landing(`/?action=login&returnTo=${encodeURIComponent(value)}`).pathname, value).toBe('/');
    }
  });
});
