import { statsTexts } from '@sogon/contract/messages/stats';
import { StatsPage } from '@web/components/stats/StatsPage';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = {
  title: statsTexts.page.title,
  description: statsTexts.page.description,
  robots: { index: false, follow: false },
};

/** 채널 통계: the channel owner's plays, visits, likes and heart income by period. */
export default function StatsRoute() {
  return (
    <div className="container">
      <h1 className="page-title">{statsTexts.page.title}</h1>
      <p>{statsTexts.page.description}</p>
      <Suspense fallback={<p role="status">{statsTexts.page.loading}</p>}>
        <StatsPage />
      </Suspense>
    </div>
  );
}
