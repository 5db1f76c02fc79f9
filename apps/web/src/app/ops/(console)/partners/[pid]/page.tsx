import { opsPartnersTexts } from '@sogon/contract/messages/ops-partners';
import { PartnerDays } from '@web/components/ops/PartnerDays';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: opsPartnersTexts.heading };

/** /ops/partners/[pid]: one partner day by day (?from&to). */
export default async function OpsPartnerPage({ params }: { params: Promise<{ pid: string }> }) {
  const { pid } = await params;
  return (
    <Suspense fallback={null}>
      <PartnerDays pid={decodeURIComponent(pid)} />
    </Suspense>
  );
}
