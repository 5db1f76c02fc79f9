import { describe, expect, it } from 'vitest';
import { parseContractForm, shareBpOf } from './channel-contract-form.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const valid = {
  share: '72.5',
  creatorType: 'individual',
  minimumPayout: '20,000',
  bonus: '5',
  freeUnlock: '30',
  reason: '재계약',
  otp: '123456',
};

describe('the console’s contract form', () => {
  it('reads percentages with up to two decimals as basis points', () => {
    expect(shareBpOf('70')).toBe(7000);
    expect(shareBpOf('72.55 %')).toBe(7255);
    expect(shareBpOf('100')).toBe(10_000);
    expect(shareBpOf('0')).toBe(0);
    for (const raw of ['100.01', '-1', '7.123', 'abc', '', '1e2']) expect(shareBpOf(raw)).toBeNull();
  });

  it('turns a filled form into the API body', () => {
    expect(parseContractForm(form(valid))).toEqual({
      ok: true,
      body: {
        shareBp: 7250,
        creatorType: 'individual',
        businessNumber: '',
        minimumPayout: 20_000,
        bonusWonPerHeart: 5,
        freeUnlockWon: 30,
        reason: '재계약',
        otp: '123456',
      },
    });
    const business = parseContractForm(
      form({ ...valid, creatorType: 'business', businessNumber: '123-45-67890' }),
    );
    expect(business).toMatchObject({
      ok: true,
      body: { creatorType: 'business', businessNumber: '1234567890' },
    });
  });

  it('says in Korean what is wrong with each field', () => {
    const result = parseContractForm(
      form({
        share: '120',
        creatorType: 'business',
        businessNumber: '12',
        minimumPayout: '-5',
        bonus: '1001',
        freeUnlock: '1,001',
        reason: ' ',
        otp: '12',
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ['bonus', 'businessNumber', 'freeUnlock', 'minimumPayout', 'otp', 'reason', 'share'].sort(),
    );
    expect(result.errors.share).toContain('수익 배분율');
    expect(result.errors.businessNumber).toContain('사업자등록번호');
  });
});
