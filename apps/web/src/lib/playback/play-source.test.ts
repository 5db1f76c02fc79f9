import { describe, expect, it } from 'vitest';
import { sourceOfPage } from './play-source.ts';

describe('where a play comes from', () => {
  it('names search, home, the feeds and partner links, and keeps the source through episode pages', () => {
    expect(sourceOfPage('/', '')).toBe('home');
    expect(sourceOfPage('/search', 'q=빗소리')).toBe('search');
    expect(sourceOfPage('/mypage/following', '')).toBe('feed');
    expect(sourceOfPage('/mypage/subscriptions', '')).toBe('feed');
    expect(sourceOfPage('/playlist/3', 'p_id=abc')).toBe('partner');
    expect(sourceOfPage('/playlist/3', '')).toBeNull();
    expect(sourceOfPage('/channel/9', '')).toBeNull();
    expect(sourceOfPage('/top100', '')).toBe('other');
  });
});
