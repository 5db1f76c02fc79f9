import { settlementTexts } from '@sogon/contract/messages/settlement';
import { SettlementBatches } from '@web/components/ops/SettlementBatches';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: settlementTexts.ops.heading };

/** /ops/settlements: the closed months and their payout batches (operators and finance). */
export default function OpsSettlementsPage() {
  return <SettlementBatches />;
}
