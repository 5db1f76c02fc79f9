import { moderationTexts } from '@sogon/contract/messages/ops-moderation';
import { ReportQueue } from '@web/components/ops/ReportQueue';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: moderationTexts.reports.heading };

/** /ops/reports: the 신고 queue (?status=&type=), oldest open first. */
export default function OpsReportsPage() {
  return (
    <Suspense fallback={null}>
      <ReportQueue />
    </Suspense>
  );
}
