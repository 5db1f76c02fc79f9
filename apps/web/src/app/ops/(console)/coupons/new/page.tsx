import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import { OpsCouponForm } from '@web/components/ops/OpsCouponForm';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsEventsTexts.couponForm.heading };

/** /ops/coupons/new: one shared code or a batch of unique codes. */
export default function OpsNewCouponPage() {
  return <OpsCouponForm />;
}
