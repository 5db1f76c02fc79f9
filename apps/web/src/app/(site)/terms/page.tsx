import { terms } from '@sogon/contract/messages/legal';
import { LegalDocumentView } from '@web/components/legal/LegalDocumentView';
import { pageMetadata } from '@web/lib/metadata';

export const metadata = pageMetadata({ title: terms.title, path: '/terms', description: terms.intro });

export default function TermsPage() {
  return <LegalDocumentView document={terms} />;
}
