import { BANKS, type TBankCode } from '@sogon/contract/banks';
import type { TBusinessInfo } from '@sogon/contract/schemas/business';
import type {
  TOpsContract,
  TPayoutAccount,
  TPayoutBatch,
  TStatement,
} from '@sogon/contract/schemas/settlement';
import type { Month } from './months.ts';
import type { AccountRow, BatchRow, ContractRow, StatementRow } from './repository.ts';
import { invoiceAnswer } from './tax-invoice.ts';

/*
 * The settlement module's rows as its answers: a payout batch, a payout account, a channel's
 * terms as the console reads them, and a statement.
 */

export const toMonth = (month: Month) => month.slice(0, 7);

export function batchSummary(
  batch: BatchRow,
  counts: { statements: number; payable: number; netWon: number },
): TPayoutBatch {
  return {
    month: toMonth(batch.month),
    status: batch.status,
    ...counts,
    approvedAt: batch.approvedAt?.toISOString() ?? null,
    paidAt: batch.paidAt?.toISOString() ?? null,
  };
}

export function accountAnswer(row: AccountRow): TPayoutAccount {
  return {
    bankCode: row.bankCode,
    bankName: BANKS[row.bankCode as TBankCode] ?? row.bankCode,
    account: row.accountMasked,
    holderName: row.holderName,
    checkedAt: row.checkedAt.toISOString(),
  };
}

export function opsContractAnswer(
  row: ContractRow,
  channelName: string,
  last: { at: Date; operator: string; reason: string } | null,
): TOpsContract {
  return {
    channelId: row.channelId,
    channelName,
    shareBp: row.shareBp,
    bonusWonPerHeart: row.bonusWonPerHeart,
    freeUnlockWon: row.freeUnlockWon,
    creatorType: row.creatorType,
    minimumPayout: row.minimumPayout,
    businessNumber: row.businessNumber,
    updatedAt: row.updatedAt.toISOString(),
    lastChange: last ? { ...last, at: last.at.toISOString() } : null,
  };
}

/** A statement row with what its answer needs besides the row. */
interface StatementView {
  channelName: string;
  batchStatus: TStatement['batchStatus'];
  payoutMonth: string | null;
}

export function statementAnswer(row: StatementRow, view: StatementView, buyer: TBusinessInfo): TStatement {
  const { channelName, batchStatus, payoutMonth } = view;
  return {
    channelId: row.channelId,
    channelName,
    month: toMonth(row.month),
    paidHearts: row.paidHearts,
    bonusHearts: row.bonusHearts,
    paidWon: row.paidWon,
    bonusWon: row.bonusWon,
    vatWon: row.vatWon,
    shareBp: row.shareBp,
    creatorWon: row.creatorWon,
    freeUnlocks: row.freeUnlocks,
    freeUnlockWon: row.freeUnlockWon,
    carriedIn: row.carriedIn,
    payableWon: row.payableWon,
    incomeTax: row.incomeTax,
    localTax: row.localTax,
    vatAdded: row.vatAdded,
    netWon: row.netWon,
    carriedOut: row.carriedOut,
    creatorType: row.creatorType,
    status: row.status,
    holdReason: row.holdReason,
    account: row.accountMasked ? `${row.bankCode} ${row.accountMasked}` : '',
    batchStatus,
    taxInvoice: invoiceAnswer(row, buyer),
    payoutMonth,
  };
}
