import { privacy } from '@sogon/contract/messages/legal';
import { LegalDocumentView } from '@web/components/legal/LegalDocumentView';
import { pageMetadata } from '@web/lib/metadata';

export const metadata = pageMetadata({ title: privacy.title, path: '/privacy', description: privacy.intro });

export default function PrivacyPage() {
  return <LegalDocumentView document={privacy} />;
}
