import { ApiError } from '@sogon/contract/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberOnly } from './browser.ts';

function storageWith(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('memberOnly', () => {
  it('answers a visitor ERROR_AUTHORIZE_TOKEN_NOT_EXIST without calling the API', async () => {
    vi.stubGlobal('window', { localStorage: storageWith({}) });
    const call = vi.fn(async () => 'data');
    const answer = memberOnly(call);
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    await expect(answer).rejects.toMatchObject({ code: 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST', status: 401 });
    expect(call).not.toHaveBeenCalled();
  });

  it('makes the call for a member', async () => {
    const user = { userInfo: { id: 7 }, asset: { is_adult: 0, is_auth: 0, adult_mode: 0 } };
    vi.stubGlobal('window', { localStorage: storageWith({ user: JSON.stringify(user) }) });
    await expect(memberOnly(async () => 'data')).resolves.toBe('data');
  });
});
