import { ko } from '@sogon/contract/messages/ko';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import { statsTexts } from '@sogon/contract/messages/stats';
import { studioTexts } from '@sogon/contract/messages/studio';
import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import Link from 'next/link';
import my from './MyPage.module.css';

/** The hearts section: history and 충전, then the member's other pages. */
export function MyShortcuts({ headingId }: { headingId: string }) {
  return (
    <section className={my.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{ko.my.hearts}</h2>
      <div className={my.row}>
        <Link href="/mypage/hearts">{ko.my.heartHistory}</Link>
        <Link href="/charge" className="button">
          {ko.nav.charge}
        </Link>
      </div>
      <div className={my.row}>
        <Link href="/library">{ko.nav.library}</Link>
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
