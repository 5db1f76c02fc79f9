import { inquiryTexts } from '@sogon/contract/messages/inquiries';
import { InquiryQueue } from '@web/components/ops/InquiryQueue';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: inquiryTexts.ops.heading };

/** /ops/inquiries: members' 1:1 문의, waiting ones first, each answered here (operator, support). */
export default function OpsInquiriesPage() {
  return (
    <Suspense fallback={null}>
      <InquiryQueue />
    </Suspense>
  );
}
