import { opsCatalogTexts } from '@sogon/contract/messages/ops-catalog';
import { ContentSearch } from '@web/components/ops/ContentSearch';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: opsCatalogTexts.heading };

/** /ops/content: playlists (?q=&status=&adult=&paid=&category=) or channels (?tab=channels). */
export default function OpsContentPage() {
  return (
    <Suspense fallback={null}>
      <ContentSearch />
    </Suspense>
  );
}
