import { opsPassTexts } from '@sogon/contract/messages/commerce';
import { PassPools } from '@web/components/ops/PassPools';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsPassTexts.heading };

/** /ops/passes: the daily free pass (이용권) pools. */
export default function OpsPassesPage() {
  return <PassPools />;
}
