import { authTexts } from '@sogon/contract/messages/auth';
import { SnsCallback } from '@web/components/auth/SnsCallback';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: authTexts.sns.title, robots: { index: false, follow: false } };

export default function SnsReturnPage() {
  return (
    <Suspense>
      <SnsCallback />
    </Suspense>
  );
}
