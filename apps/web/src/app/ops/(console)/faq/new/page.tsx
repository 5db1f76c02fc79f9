import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { FaqEditor } from '@web/components/ops/FaqAdmin';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsSiteTexts.faq.newHeading };

/** /ops/faq/new */
export default function NewPage() {
  return <FaqEditor id={null} />;
}
