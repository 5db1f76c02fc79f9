import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { FaqList } from '@web/components/ops/FaqAdmin';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsSiteTexts.faq.heading };

/** /ops/faq: every FAQ entry by category and order. */
export default function OpsFaqPage() {
  return <FaqList />;
}
