import { opsCommerceReportTexts } from '@sogon/contract/messages/commerce';
import { CommerceReport } from '@web/components/ops/CommerceReport';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsCommerceReportTexts.heading };

/** /ops/commerce: 기다무, pass tickets, rentals, conversions and gifts per playlist. */
export default function OpsCommercePage() {
  return <CommerceReport />;
}
