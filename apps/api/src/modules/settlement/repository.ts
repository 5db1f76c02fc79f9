import type { Db } from '#api/db/client';
import type {
  channelContracts,
  payoutAccounts,
  payoutBatches,
  settlementStatements,
} from '#api/db/schema/index';
import type { Tx } from '#api/modules/hearts';
import { contractQueries } from './contracts.repository.ts';
import { monthCloseQueries } from './month-close.repository.ts';
import { payoutAccountQueries } from './payout-accounts.repository.ts';
import { payoutQueries } from './payouts.repository.ts';
import { spendQueries } from './spends.repository.ts';

export type { DueChannel, NewStatement } from './month-close.repository.ts';

export type StatementRow = typeof settlementStatements.$inferSelect;
export type ContractRow = typeof channelContracts.$inferSelect;
export type AccountRow = typeof payoutAccounts.$inferSelect;
export type BatchRow = typeof payoutBatches.$inferSelect;

/**
 * The settlement module's queries, assembled from its parts: the monthly close
 * (month-close.repository.ts), payout batches and statements (payouts.repository.ts), channel
 * terms (contracts.repository.ts), spend cancels (spends.repository.ts) and payout accounts
 * (payout-accounts.repository.ts).
 */
export function createSettlementRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),
    ...monthCloseQueries(db),
    ...payoutQueries(db),
    ...contractQueries(db),
    ...spendQueries(db),
    ...payoutAccountQueries(db),
  };
}

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
