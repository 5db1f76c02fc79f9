import { describe, expect, it } from 'vitest';
import { pageUrl, tabSessionId } from './analytics-session.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('analytics session', () => {
  it('keeps one id per tab, and says when it started one', () => {
    const storage = memoryStorage();
    expect(tabSessionId(storage, () => 'tab-aaaa-0001')).toEqual({ id: 'tab-aaaa-0001', fresh: true });
    expect(tabSessionId(storage, () => 'tab-bbbb-0002')).toEqual({ id: 'tab-aaaa-0001', fresh: false });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(tabSessionId(broken, () => 'x')).toEqual({ id: '', fresh: false });
  });

  it('writes the page as path and query', () => {
    expect(pageUrl('/playlist/3', 'p_id=naver')).toBe('/playlist/3?p_id=naver');
    expect(pageUrl('/', '')).toBe('/');
  });
});
