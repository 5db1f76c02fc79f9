import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { FaqEditor } from '@web/components/ops/FaqAdmin';
import { parseMemberId } from '@web/components/ops/format';
import styles from '@web/components/ops/Ops.module.css';
import type { Metadata } from 'next';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseMemberId((await params).id);
  return { title: id === null ? opsSiteTexts.faq.heading : opsSiteTexts.faq.editHeading(id) };
}

/** /ops/faq/[id] */
export default async function EditPage({ params }: Props) {
  const id = parseMemberId((await params).id);
  if (id === null) {
    return (
      <p role="alert" className={styles.error}>
        {opsSiteTexts.notFound}
      </p>
    );
  }
  return <FaqEditor key={id} id={id} />;
}
