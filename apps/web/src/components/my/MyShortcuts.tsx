import { myTexts } from '@sogon/contract/messages/my';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import { navTexts } from '@sogon/contract/messages/site';
import { statsTexts } from '@sogon/contract/messages/stats';
import { studioTexts } from '@sogon/contract/messages/studio';
import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import Link from 'next/link';
import my from './MyPage.module.css';

/** The hearts section: history and 충전, then the member's other pages. */
export function MyShortcuts({ headingId }: { headingId: string }) {
  return (
    <section className={my.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{myTexts.hearts}</h2>
      <div className={my.row}>
        <Link href="/mypage/hearts">{myTexts.heartHistory}</Link>
        <Link href="/charge" className="button">
          {navTexts.charge}
        </Link>
      </div>
      <div className={my.row}>
        <Link href="/library">{navTexts.library}</Link>
      </div>
      <div className={my.row}>
        <Link href="/mypage/subscriptions">{subscriptionTexts.manage}</Link>
      </div>
      <div className={my.row}>
        <Link href="/mypage/following">{reactionTexts.following}</Link>
      </div>
      <div className={my.row}>
        <Link href="/studio">{studioTexts.page.title}</Link>
      </div>
      <div className={my.row}>
        <Link href="/studio/stats">{statsTexts.page.title}</Link>
      </div>
    </section>
  );
}
