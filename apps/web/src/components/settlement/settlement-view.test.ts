import type { TStatement } from '@sogon/contract/schemas/settlement';
import { describe, expect, it } from 'vitest';
import { monthOfKst, recentMonths, shiftMonth, statementLines, wonText } from './settlement-view.ts';

const statement: TStatement = {
  channelId: 1,
  channelName: '소곤',
  month: '2026-10',
  paidHearts: 300,
  bonusHearts: 0,
  paidWon: 33_000,
  bonusWon: 0,
  vatWon: 3_000,
  shareBp: 7000,
  creatorWon: 21_000,
  freeUnlocks: 0,
  freeUnlockWon: 0,
  carriedIn: -1_000,
  payableWon: 20_000,
  incomeTax: 600,
  localTax: 60,
  vatAdded: 0,
  netWon: 19_340,
  carriedOut: 0,
  creatorType: 'individual',
  status: 'payable',
  holdReason: '',
  account: '004 ******5678',
  batchStatus: 'pending',
  taxInvoice: null,
  payoutMonth: null,
};

const byKey = (lines: ReturnType<typeof statementLines>) =>
  Object.fromEntries(lines.map((line) => [line.key, line]));

describe('settlement view', () => {
  it('reads the Seoul month: 15:00 UTC on the last day is already the next month', () => {
    expect(monthOfKst(new Date('2026-10-31T14:59:59Z'))).toBe('2026-10');
    expect(monthOfKst(new Date('2026-10-31T15:00:00Z'))).toBe('2026-11');
  });

  it('moves across years and lists recent months newest first', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(recentMonths('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it("explains an individual's statement line by line, each total adding up", () => {
    const lines = statementLines(statement);
    const line = byKey(lines);
    expect(lines.map((each) => each.key)).toEqual([
      'sales',
      'vat',
      'supply',
      'share',
      'carriedIn',
      'payable',
      'incomeTax',
      'localTax',
      'net',
    ]);
    expect(line.sales!.won + line.vat!.won).toBe(line.supply!.won);
    expect(line.share!.label).toBe('크리에이터 몫 (70%)');
    expect(line.share!.won + line.carriedIn!.won).toBe(line.payable!.won);
    expect(line.payable!.won + line.incomeTax!.won + line.localTax!.won).toBe(line.net!.won);
  });

  it('adds the free unlocks at the contract rate to what is payable', () => {
    const line = byKey(
      statementLines({
        ...statement,
        freeUnlocks: 40,
        freeUnlockWon: 2_000,
        payableWon: 22_000,
        netWon: 21_280,
      }),
    );
    expect(line.freeUnlocks).toMatchObject({ won: 2_000, note: expect.stringContaining('40회') });
    expect(line.share!.won + line.freeUnlocks!.won + line.carriedIn!.won).toBe(line.payable!.won);
  });

  it('adds VAT for a business and shows what a held statement carries and why', () => {
    const business = statementLines({
      ...statement,
      creatorType: 'business',
      incomeTax: 0,
      localTax: 0,
      vatAdded: 2_000,
      netWon: 22_000,
    });
    expect(business.map((line) => line.key)).toContain('vatAdded');
    expect(business.map((line) => line.key)).not.toContain('incomeTax');

    const held = byKey(
      statementLines({
        ...statement,
        status: 'carried',
        holdReason: 'no_account',
        payableWon: 0,
        incomeTax: 0,
        localTax: 0,
        netWon: 0,
        carriedOut: 20_000,
      }),
    );
    expect(held.net!.won).toBe(0);
    expect(held.carriedOut).toMatchObject({ won: 20_000, note: '지급 계좌가 없어 다음 달로 이월돼요.' });
  });

  it('writes won with thousands separators', () => {
    expect(wonText(1_234_567)).toBe('1,234,567원');
    expect(wonText(-1_000)).toBe('-1,000원');
  });
});
