import { ko } from '@sogon/contract/messages/ko';
import { playbackTexts } from '@sogon/contract/messages/playback';
import { purchaseTexts } from '@sogon/contract/messages/purchases';
import { ContinueListening } from '@web/components/playback/ContinueListening';
import { OwnedLibrary } from '@web/components/purchase/OwnedLibrary';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: ko.nav.library, robots: { index: false, follow: false } };

export default function LibraryPage() {
  return (
    <div className="container">
      <h1 className="page-title">{ko.nav.library}</h1>
      <ContinueListening
        title={playbackTexts.recent}
        limit={50}
        layout="grid"
        removable
        emptyText={playbackTexts.recentEmpty}
      />
      <h2>{purchaseTexts.library}</h2>
      <OwnedLibrary />
    </div>
  );
}
