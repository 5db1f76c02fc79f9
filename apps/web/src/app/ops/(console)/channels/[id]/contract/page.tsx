import { settlementTexts } from '@sogon/contract/messages/settlement';
import { ChannelContract } from '@web/components/ops/ChannelContract';
import { parseMemberId } from '@web/components/ops/format';
import type { Metadata } from 'next';

interface Props {
  params: Promise<{ id: string }>;
}

export const metadata: Metadata = { title: settlementTexts.contract.title };

/** /ops/channels/[id]/contract: a channel's settlement terms; finance changes them. */
export default async function OpsChannelContractPage({ params }: Props) {
  const id = parseMemberId((await params).id);
  return <ChannelContract key={id ?? 'none'} id={id} />;
}
