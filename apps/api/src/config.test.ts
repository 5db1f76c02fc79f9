import { describe, expect, it } from 'vitest';
import { loadConfig as load } from './config.ts';

/** The environment as given, without the NODE_ENV the process type insists on. */
const loadConfig = (values: Record<string, string>) => load(values as NodeJS.ProcessEnv);

describe('login throttling configuration', () => {
  it('defaults to 10 failures per account and 300 per address, counted in memory without REDIS_URL', () => {
    const config = loadConfig({});
    expect(config.LOGIN_RATE_LIMIT).toBe(10);
    expect(config.LOGIN_ADDRESS_RATE_LIMIT).toBe(300);
    expect(config.REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it('takes a redis:// or rediss:// URL and refuses anything else at start-up', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).REDIS_URL).toBe('redis://127.0.0.1:6379/0');
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.internal:6380' }).REDIS_URL).toBe(
      'rediss://user:secret@cache.internal:6380',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ LOGIN_ADDRESS_RATE_LIMIT: '0' })).toThrow(/LOGIN_ADDRESS_RATE_LIMIT/);
  });
});
