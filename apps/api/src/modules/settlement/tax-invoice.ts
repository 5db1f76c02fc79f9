import type { TBusinessInfo } from '@sogon/contract/schemas/business';
import type { TStatement } from '@sogon/contract/schemas/settlement';
import { addMonths, type Month } from './months.ts';
import type { StatementRow } from './repository.ts';

/** The 10th of the month after `month`: the last day to issue its tax invoice (부가가치세법 제34조). */
function invoiceDeadline(month: Month): string {
  return `${addMonths(month, 1).slice(0, 8)}10`;
}

/** A business statement's tax invoice: what it must say and whether it came; null for others. */
export function invoiceAnswer(row: StatementRow, buyer: TBusinessInfo): TStatement['taxInvoice'] {
  if (row.creatorType !== 'business' || row.status === 'carried') return null;
  return {
    supplyWon: row.payableWon,
    vatWon: row.vatAdded,
    totalWon: row.payableWon + row.vatAdded,
    supplierNumber: row.businessNumber,
    buyer,
    issueBy: invoiceDeadline(row.month),
    approvalNumber: row.invoiceNumber || null,
    receivedAt: row.invoiceAt?.toISOString() ?? null,
  };
}
