import { opsTexts } from '@sogon/contract/messages/ops';
import { MemberSearch } from '@web/components/ops/MemberSearch';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: opsTexts.members.heading };

/** /ops/members: search members (?q=&status=) and open one. */
export default function OpsMembersPage() {
  return (
    <Suspense fallback={null}>
      <MemberSearch />
    </Suspense>
  );
}
