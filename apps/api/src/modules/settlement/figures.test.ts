import { describe, expect, it } from 'vitest';
import { statementFigures } from './figures.ts';

const terms = { shareBp: 7000, creatorType: 'individual', minimumPayout: 10_000 } as const;
const month = (paidWon: number) => ({ paidHearts: 0, bonusHearts: 0, paidWon, bonusWon: 0 });

describe('statement figures', () => {
  it('deducts for a month of cancels exactly what the same sales earned', () => {
    for (const won of [1, 99, 1_000, 1_980, 49_000, 1_234_567]) {
      const earned = statementFigures(month(won), terms, 0, true);
      const undone = statementFigures(month(-won), terms, 0, true);
      expect(undone.creatorWon, String(won)).toBe(-earned.creatorWon);
      expect(undone.vatWon, String(won)).toBe(-earned.vatWon);
      expect(undone).toMatchObject({ status: 'carried', holdReason: 'below_minimum', netWon: 0 });
    }
    // 1,000 won: 909 after VAT, 636 to the creator (not 910 and 637 the other way).
    expect(statementFigures(month(-1_000), terms, 0, true)).toMatchObject({
      creatorWon: -636,
      carriedOut: -636,
    });
  });

  it('adds VAT for businesses and withholds 3.3 % for individuals', () => {
    expect(statementFigures(month(49_000), { ...terms, creatorType: 'business' }, 0, true)).toMatchObject({
      payableWon: 31_181,
      vatAdded: 3_118,
      incomeTax: 0,
      netWon: 34_299,
    });
    expect(statementFigures(month(29_400), terms, 0, true)).toMatchObject({
      payableWon: 18_708,
      incomeTax: 560,
      localTax: 50,
      netWon: 18_098,
    });
  });
});
