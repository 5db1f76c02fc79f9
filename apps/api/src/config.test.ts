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

describe('business details for the footer', () => {
  it('leaves every detail unset outside a demo, and takes an empty variable as unset', () => {
    const real = { SEED_DEMO: 'false' };
    expect(loadConfig(real).business).toEqual({});
    expect(JSON.stringify(loadConfig({ ...real, BUSINESS_NAME: '  ', BUSINESS_EMAIL: '' }).business)).toBe(
      '{}',
    );
  });

  it('fills a demo’s unset details with plausible ones and keeps what is set (issue 39)', () => {
    const demo = loadConfig({ BUSINESS_NAME: '주식회사 시험' }).business;
    expect(demo).toMatchObject({
      name: '주식회사 시험',
      representative: '김서윤',
      registrationNumber: '514-86-20391',
      supportHours: expect.stringContaining('평일'),
    });
    expect(Object.values(demo).every((value) => typeof value === 'string' && !value.includes('예시'))).toBe(
      true,
    );
  });

  it('takes each detail, trimmed, and writes the registration number as 000-00-00000', () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      BUSINESS_NAME: ' 주식회사 소곤 ',
      BUSINESS_REPRESENTATIVE: '김소곤',
      BUSINESS_REGISTRATION_NUMBER: '1234567890',
      BUSINESS_MAIL_ORDER_NUMBER: '제2026-서울마포-0123호',
      BUSINESS_ADDRESS: '서울특별시 마포구 월드컵북로 1',
      BUSINESS_PHONE: '1588-0000',
      BUSINESS_EMAIL: 'help@sogon.kr',
      BUSINESS_SUPPORT_HOURS: '평일 10:00~18:00',
      BUSINESS_HOSTING_PROVIDER: '주식회사 클라우드',
    });
    expect(config.business).toEqual({
      name: '주식회사 소곤',
      representative: '김소곤',
      registrationNumber: '123-45-67890',
      mailOrderNumber: '제2026-서울마포-0123호',
      address: '서울특별시 마포구 월드컵북로 1',
      phone: '1588-0000',
      email: 'help@sogon.kr',
      supportHours: '평일 10:00~18:00',
      hostingProvider: '주식회사 클라우드',
    });
    expect(loadConfig({ BUSINESS_REGISTRATION_NUMBER: '123 45 67890' }).business.registrationNumber).toBe(
      '123-45-67890',
    );
  });

  it('refuses a malformed registration number, phone or e-mail at start-up', () => {
    expect(() => loadConfig({ BUSINESS_REGISTRATION_NUMBER: '123-45-6789' })).toThrow(
      /BUSINESS_REGISTRATION_NUMBER/,
    );
    expect(() => loadConfig({ BUSINESS_PHONE: '전화 주세요' })).toThrow(/BUSINESS_PHONE/);
    expect(() => loadConfig({ BUSINESS_EMAIL: 'help at sogon' })).toThrow(/BUSINESS_EMAIL/);
  });
});

describe('the development mail box', () => {
  it('is on outside production and off in production unless DEV_MAILBOX says otherwise', () => {
    expect(loadConfig({}).DEV_MAILBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEV_MAILBOX: '0' }).DEV_MAILBOX).toBe(false);
    expect(() => loadConfig({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/);
  });
});

describe('read replica configuration', () => {
  it('takes DATABASE_REPLICA_URL beside DATABASE_URL, empty as unset', () => {
    const primary = 'postgres://sogon@db.internal:5432/sogon';
    const replica = 'postgres://sogon@replica.internal:5432/sogon';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).DATABASE_REPLICA_URL).toBe(
      replica,
    );
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: '' }).DATABASE_REPLICA_URL,
    ).toBeUndefined();
  });

  it('refuses a replica that is not a URL, or one without DATABASE_URL (the embedded server has none)', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://db.internal/sogon', DATABASE_REPLICA_URL: 'replica.internal' }),
    ).toThrow(/DATABASE_REPLICA_URL/);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica.internal/sogon' })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL/,
    );
  });
});
