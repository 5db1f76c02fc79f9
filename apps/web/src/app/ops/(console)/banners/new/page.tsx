import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { BannerEditor } from '@web/components/ops/BannerEditor';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsSiteTexts.banners.newHeading };

/** /ops/banners/new */
export default function NewPage() {
  return <BannerEditor id={null} />;
}
