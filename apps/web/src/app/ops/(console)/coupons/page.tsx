import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import { OpsCouponList } from '@web/components/ops/OpsCouponList';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsEventsTexts.coupons.heading };

/** /ops/coupons: the coupons issued from the console and how often each was redeemed. */
export default function OpsCouponsPage() {
  return <OpsCouponList />;
}
