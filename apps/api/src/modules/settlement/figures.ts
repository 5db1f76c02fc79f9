import type { CreatorType, HoldReason, StatementStatus } from '#api/db/schema/index';

/** 사업소득 원천징수: income tax 3 % and local income tax of a tenth of it (3.3 % together). */
export const INCOME_TAX_PERCENT = 3;
export const LOCAL_TAX_PART = 10;
/** A business creator's payout carries VAT (10 %) on top, against their tax invoice. */
export const VAT_PERCENT = 10;

/** A channel's month of earnings as the close adds it up. */
export interface MonthEarnings {
  paidHearts: number;
  bonusHearts: number;
  /** What listeners paid for the paid hearts, VAT included. */
  paidWon: number;
  /** Bonus hearts at the contract's rate, VAT included. */
  bonusWon: number;
  /** Free unlocks (기다무, pass tickets) of the channel's episodes: no hearts, no sales. */
  freeUnlocks?: number;
}

export interface ContractTerms {
  shareBp: number;
  creatorType: CreatorType;
  minimumPayout: number;
  /** What the service pays the creator per free unlock (the contract's free_unlock_won, 0 by default). */
  wonPerFreeUnlock?: number;
}

export interface StatementFigures extends MonthEarnings {
  /** The VAT part of the sales (10/110 of them): the service pays it to the tax office. */
  vatWon: number;
  shareBp: number;
  /** The creator's part of the sales after VAT. */
  creatorWon: number;
  freeUnlocks: number;
  /** Free unlocks at the contract's rate: paid by the service on top of the share, not a sale. */
  freeUnlockWon: number;
  /** What the last month left: below the minimum, no account yet, or a deduction (negative). */
  carriedIn: number;
  payableWon: number;
  incomeTax: number;
  localTax: number;
  vatAdded: number;
  /** What goes to the creator's account. */
  netWon: number;
  carriedOut: number;
  creatorType: CreatorType;
  status: StatementStatus;
  holdReason: HoldReason;
}

/** Taxes are cut to the 10 won (국세 끝수 처리). */
const toTens = (won: number) => Math.floor(won / 10) * 10;

/**
 * One channel's statement for a month: sales (VAT included) → supply value → the creator's
 * share → plus free unlocks at the contract's rate → with what the last month carried → paid out when at least the minimum and an account
 * is registered (individuals: 3.3 % withheld; businesses: 10 % VAT added), carried otherwise.
 * Every figure is whole won, rounded towards zero.
 */
export function statementFigures(
  earned: MonthEarnings,
  terms: ContractTerms,
  carriedIn: number,
  hasAccount: boolean,
): StatementFigures {
  const gross = earned.paidWon + earned.bonusWon;
  // Rounded towards zero: a month of cancels deducts no more than the spends had earned.
  const supply = Math.trunc((gross * 100) / (100 + VAT_PERCENT));
  const creatorWon = Math.trunc((supply * terms.shareBp) / 10_000);
  const freeUnlocks = earned.freeUnlocks ?? 0;
  const freeUnlockWon = freeUnlocks * (terms.wonPerFreeUnlock ?? 0);
  const total = creatorWon + freeUnlockWon + carriedIn;
  const base = {
    ...earned,
    vatWon: gross - supply,
    shareBp: terms.shareBp,
    creatorWon,
    freeUnlocks,
    freeUnlockWon,
    carriedIn,
    creatorType: terms.creatorType,
  };
  const holdReason: HoldReason =
    total <= 0 || total < terms.minimumPayout ? 'below_minimum' : hasAccount ? '' : 'no_account';
  if (holdReason) {
    return {
      ...base,
      payableWon: 0,
      incomeTax: 0,
      localTax: 0,
      vatAdded: 0,
      netWon: 0,
      carriedOut: total,
      status: 'carried',
      holdReason,
    };
  }
  const individual = terms.creatorType === 'individual';
  const incomeTax = individual ? toTens((total * INCOME_TAX_PERCENT) / 100) : 0;
  const localTax = toTens(incomeTax / LOCAL_TAX_PART);
  const vatAdded = individual ? 0 : Math.floor((total * VAT_PERCENT) / 100);
  return {
    ...base,
    payableWon: total,
    incomeTax,
    localTax,
    vatAdded,
    netWon: total - incomeTax - localTax + vatAdded,
    carriedOut: 0,
    status: 'payable',
    holdReason: '',
  };
}
