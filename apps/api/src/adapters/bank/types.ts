/** What a bank says about an account: its holder's name, or that it could not confirm it. */
export type AccountHolder =
  | { kind: 'found'; holderName: string }
  | { kind: 'unconfirmed'; bankCode: string; bankMessage: string };

export interface AccountHolderQuery {
  /** 금융결제원 standard bank code, e.g. '004'. */
  bankCode: string;
  accountNumber: string;
  /** The holder's birth date, YYMMDD (계좌실명조회 checks it against the account). */
  birthDate: string;
}

/** 계좌실명조회: who holds an account (open banking, or the local sandbox bank). */
export interface AccountHolderCheck {
  holderOf(query: AccountHolderQuery): Promise<AccountHolder>;
}

/** The bank could not be asked (network, 5xx, a refused token): nothing is decided. */
export class BankUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BankUnavailableError';
  }
}

export type Fetch = typeof fetch;
