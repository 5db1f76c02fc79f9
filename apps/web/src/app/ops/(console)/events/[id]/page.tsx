import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import { parseMemberId } from '@web/components/ops/format';
import { OpsEventEditor } from '@web/components/ops/OpsEventForm';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

export const metadata: Metadata = { title: opsEventsTexts.eventForm.editHeading };

interface Props {
  params: Promise<{ id: string }>;
}

/** /ops/events/[id]: an event's form (read-only for support and finance) and its preview. */
export default async function OpsEventPage({ params }: Props) {
  const id = parseMemberId((await params).id);
  if (id === null) notFound();
  return <OpsEventEditor key={id} id={id} />;
}
