import { tierStudioTexts as text } from '@sogon/contract/messages/subscriptions';
import styles from '@web/components/studio/Studio.module.css';
import { StudioTiersPage } from '@web/components/subscription/StudioTiersPage';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: text.title, robots: { index: false, follow: false } };

/** 멤버십 관리: the owner's tiers — add, edit (a new version), stop or resume selling. */
export default function StudioTiersRoute() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{text.title}</h1>
        <p className={styles.lead}>{text.intro}</p>
        <StudioTiersPage />
      </div>
    </div>
  );
}
