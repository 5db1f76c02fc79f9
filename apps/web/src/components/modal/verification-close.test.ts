import { describe, expect, it } from 'vitest';
import { isVerificationGatedPage, safeRelativePath, verificationCloseTarget } from './verification-close.ts';

describe('verificationCloseTarget', () => {
  it('only closes (null) on ordinary pages', () => {
    for (const path of ['/', '/series/12', '/charge', '/sns', '/sns/kakao', '/library']) {
      expect(verificationCloseTarget(path, '/series/3')).toBeNull();
    }
  });

  it('redirects to the saved redirect URL on the SNS google return page and below it', () => {
    expect(verificationCloseTarget('/sns/google', '/series/3')).toBe('/series/3');
    expect(verificationCloseTarget('/sns/google/callback', '/series/3?tab=1')).toBe('/series/3?tab=1');
  });

  it('redirects on event pages', () => {
    expect(verificationCloseTarget('/event', '/series/3')).toBe('/series/3');
    expect(verificationCloseTarget('/event/42', '/series/3#top')).toBe('/series/3#top');
    expect(verificationCloseTarget('/event/', undefined)).toBe('/');
  });

  it('does not treat coupon event pages as event pages', () => {
    expect(verificationCloseTarget('/events/coupon', '/series/3')).toBeNull();
    expect(verificationCloseTarget('/events/coupon/7', '/series/3')).toBeNull();
    expect(verificationCloseTarget('/event/coupon', '/series/3')).toBeNull();
    expect(verificationCloseTarget('/event/coupon/7', '/series/3')).toBeNull();
  });

  it('matches whole path segments only', () => {
    expect(verificationCloseTarget('/events', '/x')).toBeNull();
    expect(verificationCloseTarget('/eventful', '/x')).toBeNull();
    expect(verificationCloseTarget('/sns/googler', '/x')).toBeNull();
    expect(verificationCloseTarget('/my/event', '/x')).toBeNull();
  });

  it('falls back to the home page without a redirect cookie', () => {
    expect(verificationCloseTarget('/sns/google', undefined)).toBe('/');
    expect(verificationCloseTarget('/event/1', '')).toBe('/');
  });

  it('ignores redirect URLs that are not same-site relative paths', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'series/3',
      '/\tevil',
      ' /series/3',
    ]) {
      expect(verificationCloseTarget('/event/1', bad)).toBe('/');
    }
  });
});

describe('isVerificationGatedPage', () => {
  it('lists the SNS google return and the event pages', () => {
    expect(isVerificationGatedPage('/sns/google')).toBe(true);
    expect(isVerificationGatedPage('/event/9')).toBe(true);
    expect(isVerificationGatedPage('/events/coupon')).toBe(false);
    expect(isVerificationGatedPage('/')).toBe(false);
  });
});

describe('safeRelativePath', () => {
  it('keeps path, query and hash of a relative path', () => {
    expect(safeRelativePath('/a/b?c=1#d')).toBe('/a/b?c=1#d');
  });

  it('rejects everything else', () => {
    expect(safeRelativePath(undefined)).toBeNull();
    expect(safeRelativePath('')).toBeNull();
    expect(safeRelativePath('//x')).toBeNull();
    expect(safeRelativePath('http://x/')).toBeNull();
  });
});
