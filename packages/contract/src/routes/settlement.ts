import { z } from 'zod';
import {
  ZApproveBody,
  ZCancelSpendAnswer,
  ZCancelSpendBody,
  ZContract,
  ZContractBody,
  ZEarnings,
  ZEarningsQuery,
  ZMonthParams,
  ZOpsContract,
  ZPayoutAccount,
  ZPayoutAccountBody,
  ZPayoutBatch,
  ZPayoutBatchDetail,
  ZStatement,
  ZTaxInvoiceBody,
  ZTipAnswer,
  ZTipBody,
  zMonth,
} from '../schemas/settlement.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams } from './params.ts';
import { settlementEndpoints } from './settlement.endpoints.ts';

/** Tips, creator earnings and monthly settlement (issue 20, ADR 043). */
export const settlementRoutes = defineRoutes('settlement', settlementEndpoints, {
  tip: {
    summary:
      'Sends hearts to a channel with a short message (후원); needs x-client, and a retried Idempotency-Key sends once',
    params: ZIdParams,
    body: ZTipBody,
    answer: ZTipAnswer,
  },
  earnings: {
    summary:
      "The owner's earnings of a Seoul month (this month by default): totals in won, by day, by source, by content, and tips",
    params: ZIdParams,
    query: ZEarningsQuery,
    answer: ZEarnings,
  },
  statements: {
    summary: "The owner's monthly settlement statements, newest first",
    params: ZIdParams,
    answer: z.array(ZStatement),
  },
  recordTaxInvoice: {
    summary:
      "Records the 국세청 approval number of the electronic tax invoice a business creator issued for a month's " +
      'payout (작성일자 inside that month); the next approved transfer pays it. Changeable until a transfer takes it',
    params: ZIdParams.extend({ month: zMonth }),
    body: ZTaxInvoiceBody,
    answer: ZStatement,
  },
  contract: { summary: "The channel's settlement terms", params: ZIdParams, answer: ZContract },
  payoutAccount: {
    summary: "The channel's payout account (masked), or null when none is registered",
    params: ZIdParams,
    answer: ZPayoutAccount.nullable(),
  },
  registerPayoutAccount: {
    summary:
      "Registers the owner's payout account after the bank confirms (계좌실명조회) that its holder is the " +
      'name and birth date of the owner’s identity verification; replaces the previous account',
    params: ZIdParams,
    body: ZPayoutAccountBody,
    answer: ZPayoutAccount,
  },
  batches: {
    summary: 'Closed months and their payout batches, newest first (operator, finance)',
    answer: z.array(ZPayoutBatch),
  },
  batch: {
    summary: "A closed month's statements (operator, finance)",
    params: ZMonthParams,
    answer: ZPayoutBatchDetail,
  },
  approve: {
    summary: "Approves a closed month's payouts; a fresh authenticator code; audited (finance)",
    params: ZMonthParams,
    body: ZApproveBody,
    answer: ZPayoutBatch,
  },
  transfers: {
    summary: "The bank transfer file of an approved month's payable statements (finance)",
    params: ZMonthParams,
    answer: z.string(),
    produces: 'text/csv',
  },
  paid: {
    summary:
      'Marks an approved month paid and tells each paid creator; a fresh authenticator code; audited (finance)',
    params: ZMonthParams,
    body: ZApproveBody,
    answer: ZPayoutBatch,
  },
  cancelSpend: {
    summary:
      'Cancels a purchase or tip (구매 취소): its hearts back to the member (paid ones into the lots they came ' +
      'from), what it unlocked no longer owned, the channel earning undone (a deduction when its month is ' +
      'closed); a fresh authenticator code and a reason; audited (operator, finance)',
    params: ZIdParams,
    body: ZCancelSpendBody,
    answer: ZCancelSpendAnswer,
  },
  opsContract: {
    summary: "A channel's settlement terms (operator, finance)",
    params: ZIdParams,
    answer: ZOpsContract,
  },
  updateContract: {
    summary:
      "Changes a channel's terms (share, bonus heart value, creator type, minimum payout); a fresh " +
      'authenticator code and a reason; audited (finance). Share applies from the next close, the bonus value to later spends',
    params: ZIdParams,
    body: ZContractBody,
    answer: ZOpsContract,
  },
});
