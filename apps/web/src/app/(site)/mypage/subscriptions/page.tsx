import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import my from '@web/components/my/MyPage.module.css';
import { SubscriptionList } from '@web/components/subscription/SubscriptionList';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: subscriptionTexts.manage,
  robots: { index: false, follow: false },
};

/** 마이페이지 → 채널 구독 관리. */
export default function SubscriptionsPage() {
  return (
    <div className="container">
      <div className={my.page}>
        <h1 className="page-title">{subscriptionTexts.manage}</h1>
        <SubscriptionList />
      </div>
    </div>
  );
}
