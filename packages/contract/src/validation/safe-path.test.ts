import { describe, expect, it } from 'vitest';
import { decodeUntilStable, isSafeMediaPath, PROFILE_IMAGE_PATH, safeReturnTo } from './safe-path.ts';

/** Ways to leave the site or reach what is not a page, each spelled the way the issue saw them. */
const HOSTILE_RETURN_TO = [
  '//evil.example/x',
  '/%09/evil.example/x',
  '/%0a/evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r/evil.example/x',
  '\t//evil.example',
  ' //evil.example',
  '/\\evil.example',
  '/%5cevil.example',
  '\\\\evil.example',
  '/%2fevil.example',
  '/%2F%2Fevil.example',
  '/%252f/evil.example',
  '/%25252f/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '/javascript:alert(1)/..',
  'http://evil.example/',
  'https://evil.example/',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '/content/%2e%2e/%2e%2e/api/live/v1/user/auth/logout',
  '/content/%252e%252e/x',
  '/content/../x',
  '/content/./x',
  '/api/live/v1/user/auth/logout',
  '/API/live/v1/user',
  '/%61pi/live/v1/user',
  '/media/profiles/1-a.jpg',
  '/x%',
  '/%E0%A4%A',
  '/\u202e/evil',
  '/\u2028/evil',
  '/\u0000x',
  '/%00x',
  '/x?next=\n',
  '/x#\t',
  `/${'a'.repeat(2000)}`,
  '',
  null,
  undefined,
];

describe('safeReturnTo', () => {
  it('keeps a page of this site', () => {
    for (const path of [
      '/',
      '/content/3?tab=1#top',
      '/sns/done',
      '/playlist/3?x=1',
      '/charge?returnTo=%2Fmy',
    ]) {
      expect(safeReturnTo(path)).toBe(path);
    }
  });

  it('answers a normalised path: non-ASCII comes back percent-encoded, the query keeps its escapes', () => {
    expect(safeReturnTo('/search?q=한글')).toBe('/search?q=%ED%95%9C%EA%B8%80');
    expect(safeReturnTo('/tag/잠')).toBe('/tag/%EC%9E%A0');
    expect(safeReturnTo('/search?q=100%25')).toBe('/search?q=100%25');
  });

  it('turns every way off the site, to the API or media, or past the decoder into /', () => {
    for (const value of HOSTILE_RETURN_TO) expect(safeReturnTo(value), JSON.stringify(value)).toBe('/');
  });

  it('never answers anything a browser would take to another host', () => {
    const odd = [
      '/／evil.example',
      '/\u3000/evil.example',
      '/%EF%BC%8F%EF%BC%8Fevil.example',
      '/@evil.example',
    ];
    for (const value of [...odd, ...HOSTILE_RETURN_TO]) {
      const target = new URL(safeReturnTo(value), 'https://sogon.example');
      expect(target.origin, JSON.stringify(value)).toBe('https://sogon.example');
    }
  });
});

describe('isSafeMediaPath', () => {
  it('accepts a stored profile image', () => {
    for (const path of ['/media/profiles/12-0123456789abcdef01234567.jpg', '/media/profiles/a_b-c.webp']) {
      expect(isSafeMediaPath(path, PROFILE_IMAGE_PATH), path).toBe(true);
    }
  });

  it('refuses anything that is not exactly a file of the folder', () => {
    const refused = [
      '/media/profiles/%2e%2e/%2e%2e/api/live/v1/user/auth/logout',
      '/media/profiles/%252e%252e/%252e%252e/api/live/v1/user/auth/logout',
      '/media/profiles/../../api/live/v1/user/auth/logout',
      '/media/profiles/..%2f..%2fapi/live/v1/user/auth/logout',
      '/media/profiles/%2e%2e%5c%2e%2e%5capi.jpg',
      '/media/profiles/./1.jpg',
      '/media/profiles/%31.jpg',
      '/media/profiles/1.jpg?x=/api/live/v1/user/auth/logout',
      '/media/profiles/1.jpg#x',
      '/media/profiles/sub/1.jpg',
      '/media/profiles/1.svg',
      '/media/profiles/1.html',
      '/media/profiles/.1.jpg',
      '/media/profiles/',
      '/media/profiles/1.jpg\t',
      '/media/profiles/%091.jpg',
      '/media/profiles/1\n.jpg',
      '/media/profiles/\\1.jpg',
      '/media/profiles/한글.jpg',
      '/media/profiles/1.JPG%',
      '//evil.example/media/profiles/1.jpg',
      '/%2fevil.example/media/profiles/1.jpg',
      'https://evil.example/media/profiles/1.jpg',
      'javascript:alert(1)//media/profiles/1.jpg',
      '/media/gallery/1.jpg',
      '/api/live/v1/user/auth/logout',
      '',
    ];
    for (const value of refused)
      expect(isSafeMediaPath(value, PROFILE_IMAGE_PATH), JSON.stringify(value)).toBe(false);
  });
});

describe('decodeUntilStable', () => {
  it('decodes nested escapes and refuses what cannot be decoded or never settles', () => {
    expect(decodeUntilStable('%252e%252e')).toBe('..');
    expect(decodeUntilStable('/a%20b')).toBe('/a b');
    expect(decodeUntilStable('%')).toBeNull();
    expect(decodeUntilStable('%E0%A4%A')).toBeNull();
    expect(decodeUntilStable('%25252525252e')).toBeNull();
  });
});
