import { navTexts } from '@sogon/contract/messages/site';
import type { TNotice } from '@sogon/contract/schemas/catalog';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { NoticeItems } from '@web/components/site/NoticeItems';
import { serverApi } from '@web/lib/api/server';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: navTexts.notice, path: '/notice' });

export default async function NoticePage() {
  const api = await serverApi();
  let notices: TNotice[];
  try {
    notices = await api.site.notices();
  } catch {
    return <ErrorScreen />;
  }
  return (
    <div className="container">
      <h1 className="page-title">{navTexts.notice}</h1>
      <NoticeItems notices={notices} />
    </div>
  );
}
