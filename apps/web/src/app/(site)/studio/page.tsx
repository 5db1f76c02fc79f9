import { settlementTexts } from '@sogon/contract/messages/settlement';
import { statsTexts } from '@sogon/contract/messages/stats';
import { studioTexts } from '@sogon/contract/messages/studio';
import styles from '@web/components/studio/Studio.module.css';
import { StudioPage } from '@web/components/studio/StudioPage';
import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = {
  title: studioTexts.page.title,
  robots: { index: false, follow: false },
};

/** 크리에이터 스튜디오: a channel owner uploads an episode and watches it being prepared. */
export default function StudioRoute() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{studioTexts.page.title}</h1>
        <p className={styles.lead}>{studioTexts.page.lead}</p>
        <p className={styles.lead}>
          <Link href="/studio/stats">{statsTexts.page.title}</Link> ·{' '}
          <Link href="/studio/settlement">{settlementTexts.studio.navLink}</Link>
        </p>
        <StudioPage />
      </div>
    </div>
  );
}
