import { settlementTexts } from '@sogon/contract/messages/settlement';
import { SettlementBatch } from '@web/components/ops/SettlementBatch';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: settlementTexts.ops.heading };

/** /ops/settlements/YYYY-MM: one month's statements, 승인, 이체 파일 and 지급 완료. */
export default async function OpsSettlementPage({ params }: { params: Promise<{ month: string }> }) {
  const { month } = await params;
  return <SettlementBatch month={decodeURIComponent(month)} />;
}
