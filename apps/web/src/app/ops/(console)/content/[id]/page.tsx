import { opsCatalogTexts } from '@sogon/contract/messages/ops-catalog';
import { ContentPlaylist } from '@web/components/ops/ContentPlaylist';
import { parseMemberId } from '@web/components/ops/format';
import type { Metadata } from 'next';

interface Props {
  params: Promise<{ id: string }>;
}

export const metadata: Metadata = { title: opsCatalogTexts.heading };

/** /ops/content/[id]: one playlist with its episodes, 숨기기 / 공개하기 and the edit form. */
export default async function OpsContentPlaylistPage({ params }: Props) {
  const id = parseMemberId((await params).id);
  return <ContentPlaylist key={id ?? 'none'} id={id} />;
}
