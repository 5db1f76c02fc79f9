import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import { OpsEventEditor } from '@web/components/ops/OpsEventForm';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsEventsTexts.eventForm.createHeading };

/** /ops/events/new: a new event's form and its preview. */
export default function OpsNewEventPage() {
  return <OpsEventEditor id={null} />;
}
