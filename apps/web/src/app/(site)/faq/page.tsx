import { navTexts } from '@sogon/contract/messages/site';
import type { TFaq } from '@sogon/contract/schemas/catalog';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { FaqItems } from '@web/components/site/FaqItems';
import { serverApi } from '@web/lib/api/server';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: navTexts.faq, path: '/faq' });

export default async function FaqPage() {
  const api = await serverApi();
  let faqs: TFaq[];
  try {
    faqs = await api.site.faqs();
  } catch {
    return <ErrorScreen />;
  }
  return (
    <div className="container">
      <h1 className="page-title">{navTexts.faq}</h1>
      <FaqItems faqs={faqs} />
    </div>
  );
}
