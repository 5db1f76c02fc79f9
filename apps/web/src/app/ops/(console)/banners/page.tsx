import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { BannerList } from '@web/components/ops/BannerList';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: opsSiteTexts.banners.heading };

/** /ops/banners: every banner by placement (?type=), its Seoul-time period and status. */
export default function OpsBannersPage() {
  return (
    <Suspense fallback={null}>
      <BannerList />
    </Suspense>
  );
}
