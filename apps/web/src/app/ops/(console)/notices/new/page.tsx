import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { NoticeEditor } from '@web/components/ops/NoticeAdmin';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsSiteTexts.notices.newHeading };

/** /ops/notices/new */
export default function NewPage() {
  return <NoticeEditor id={null} />;
}
