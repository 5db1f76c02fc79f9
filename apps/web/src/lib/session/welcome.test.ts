import { describe, expect, it } from 'vitest';
import { shouldShowWelcome, welcomeCookieName } from './welcome.ts';

describe('welcome flow', () => {
  it('names the flag per user', () => {
    expect(welcomeCookieName(42)).toBe('welcome_42');
  });

  it('shows for a member whose flag is 1, except on the SNS return pages', () => {
    expect(shouldShowWelcome({ userId: 1, cookieValue: '1', pathname: '/' })).toBe(true);
    expect(shouldShowWelcome({ userId: 1, cookieValue: 1, pathname: '/playlist/3' })).toBe(true);
    expect(shouldShowWelcome({ userId: 1, cookieValue: '1', pathname: '/sns' })).toBe(false);
    expect(shouldShowWelcome({ userId: 1, cookieValue: '1', pathname: '/sns/google' })).toBe(false);
    expect(shouldShowWelcome({ userId: 1, cookieValue: '1', pathname: '/snsfeed' })).toBe(true);
  });

  it('does not show without a member or once confirmed', () => {
    expect(shouldShowWelcome({ userId: null, cookieValue: '1', pathname: '/' })).toBe(false);
    expect(shouldShowWelcome({ userId: 1, cookieValue: '0', pathname: '/' })).toBe(false);
    expect(shouldShowWelcome({ userId: 1, cookieValue: 0, pathname: '/' })).toBe(false);
    expect(shouldShowWelcome({ userId: 1, cookieValue: undefined, pathname: '/' })).toBe(false);
  });
});
