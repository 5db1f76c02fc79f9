import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { NoticeList } from '@web/components/ops/NoticeAdmin';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsSiteTexts.notices.heading };

/** /ops/notices: every notice with its Seoul publish time. */
export default function OpsNoticesPage() {
  return <NoticeList />;
}
