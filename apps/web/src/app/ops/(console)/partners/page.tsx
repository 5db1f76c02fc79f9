import { opsPartnersTexts } from '@sogon/contract/messages/ops-partners';
import { PartnerReport } from '@web/components/ops/PartnerReport';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: opsPartnersTexts.heading };

/** /ops/partners: every partner of a period (?from&to). */
export default function OpsPartnersPage() {
  return (
    <Suspense fallback={null}>
      <PartnerReport />
    </Suspense>
  );
}
