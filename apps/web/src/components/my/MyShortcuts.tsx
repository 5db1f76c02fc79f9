'use client';

import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { myTexts } from '@sogon/contract/messages/my';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import { navTexts } from '@sogon/contract/messages/site';
import { statsTexts } from '@sogon/contract/messages/stats';
import { studioTexts } from '@sogon/contract/messages/studio';
import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import { useHeartBalance } from '@web/lib/hearts/heart-balance';
import Link from 'next/link';
import { CreatorLinks } from './CreatorLinks.tsx';
import my from './MyPage.module.css';
import { useRunsChannel } from './use-runs-channel.ts';

/** The hearts section: the balance, history and 충전, then the member's other pages. */
export function MyShortcuts({ headingId }: { headingId: string }) {
  const { balance } = useHeartBalance();
  const runsChannel = useRunsChannel();
  return (
    <section className={my.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{myTexts.hearts}</h2>
      {balance ? <p className={my.balance}>{myTexts.balance(balance.total)}</p> : null}
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
        <Link href="/mypage/notifications">{channelCommunityTexts.notifications.title}</Link>
      </div>
      <CreatorLinks
        runsChannel={runsChannel}
        texts={{ studio: studioTexts.page.title, stats: statsTexts.page.title, apply: myTexts.creatorApply }}
      />
    </section>
  );
}
