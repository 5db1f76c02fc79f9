import { describe, expect, it } from 'vitest';
import { SESSION_MARK_COOKIE, sessionMarkUpdate } from './session-mark.ts';

describe('the session mark beside the HttpOnly token cookie', () => {
  it('is set on a page request that carries a token and no mark', () => {
    expect(sessionMarkUpdate({ token: 'abc' })).toBe('set');
    expect(sessionMarkUpdate({ token: 'abc', [SESSION_MARK_COOKIE]: '0' })).toBe('set');
  });

  it('is left alone while it matches the token cookie', () => {
    expect(sessionMarkUpdate({ token: 'abc', [SESSION_MARK_COOKIE]: '1' })).toBeNull();
    expect(sessionMarkUpdate({})).toBeNull();
    expect(sessionMarkUpdate({ p_id: 'blog_kim' })).toBeNull();
  });

  it('is removed once the token cookie is gone (logged out, expired)', () => {
    expect(sessionMarkUpdate({ [SESSION_MARK_COOKIE]: '1' })).toBe('remove');
    expect(sessionMarkUpdate({ token: '', [SESSION_MARK_COOKIE]: '1' })).toBe('remove');
  });
});
