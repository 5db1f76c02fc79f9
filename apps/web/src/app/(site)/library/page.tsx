import { ko } from '@sogon/contract/messages/ko';
import { purchaseTexts } from '@sogon/contract/messages/purchases';
import { OwnedLibrary } from '@web/components/purchase/OwnedLibrary';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: ko.nav.library, robots: { index: false, follow: false } };

export default function LibraryPage() {
  return (
    <div className="container">
      <h1 className="page-title">{ko.nav.library}</h1>
      <h2>{purchaseTexts.library}</h2>
      <OwnedLibrary />
    </div>
  );
}
