import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import { OpsEventList } from '@web/components/ops/OpsEventList';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: opsEventsTexts.events.heading };

/** /ops/events: every event (?kind=), and 새 이벤트 for operators. */
export default function OpsEventsPage() {
  return (
    <Suspense fallback={null}>
      <OpsEventList />
    </Suspense>
  );
}
