import { moderationTexts } from '@sogon/contract/messages/ops-moderation';
import { CommunityLookup } from '@web/components/ops/CommunityLookup';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: moderationTexts.community.heading };

/** /ops/community: a comment, board post or gallery picture by number (?type=&id=). */
export default function OpsCommunityPage() {
  return (
    <Suspense fallback={null}>
      <CommunityLookup />
    </Suspense>
  );
}
