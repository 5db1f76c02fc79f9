import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { parseMemberId } from '@web/components/ops/format';
import { NoticeEditor } from '@web/components/ops/NoticeAdmin';
import styles from '@web/components/ops/Ops.module.css';
import type { Metadata } from 'next';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseMemberId((await params).id);
  return { title: id === null ? opsSiteTexts.notices.heading : opsSiteTexts.notices.editHeading(id) };
}

/** /ops/notices/[id] */
export default async function EditPage({ params }: Props) {
  const id = parseMemberId((await params).id);
  if (id === null) {
    return (
      <p role="alert" className={styles.error}>
        {opsSiteTexts.notFound}
      </p>
    );
  }
  return <NoticeEditor key={id} id={id} />;
}
