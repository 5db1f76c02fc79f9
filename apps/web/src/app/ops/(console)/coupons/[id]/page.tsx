import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import { parseMemberId } from '@web/components/ops/format';
import { OpsCouponDetail } from '@web/components/ops/OpsCouponDetail';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsEventsTexts.coupons.heading };

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ created?: string }>;
}

/** /ops/coupons/[id]: a coupon, its codes (CSV), 사용 중지 and its redemptions. */
export default async function OpsCouponPage({ params, searchParams }: Props) {
  const id = parseMemberId((await params).id);
  const created = (await searchParams).created === '1';
  return <OpsCouponDetail key={id ?? 'none'} id={id} created={created} />;
}
