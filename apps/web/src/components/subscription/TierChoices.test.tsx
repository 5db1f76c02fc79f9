import type { TChannelSubscription, TSubscriptionProduct } from '@sogon/contract/schemas/subscriptions';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TierChoices } from './TierChoices.tsx';

const tier = (id: number, name: string, hearts: number, benefits: string[] = []): TSubscriptionProduct => ({
  id,
  tierId: id,
  channelId: 1,
  name,
  hearts,
  benefits,
  includesPaidEpisodes: true,
  earlyAccessDays: 0,
  membersOnlyPosts: false,
  badge: '',
  sort: id,
  nextPaymentDate: '2027-01-02',
});

const tiers = [
  tier(1, '새벽 멤버', 30, ['모든 유료 에피소드']),
  tier(2, '잠들기 전 VIP', 60, ['선공개 3일']),
];

function held(productId: number, pending: TChannelSubscription['pending'] = null) {
  return {
    productId,
    productName: '새벽 멤버',
    hearts: 30,
    pending,
    nextPaymentDate: '2027-01-02',
  } as TChannelSubscription;
}

const render = (subscription: TChannelSubscription | null) =>
  renderToStaticMarkup(
    <TierChoices tiers={tiers} subscription={subscription} working={false} onPick={() => {}} />,
  );

describe('TierChoices', () => {
  it('lists every tier with its price and benefits and a subscribe button each', () => {
    const html = render(null);
    expect(html).toContain('새벽 멤버<span');
    expect(html).toContain('월 하트 30개');
    expect(html).toContain('월 하트 60개');
    expect(html).toContain('<li>선공개 3일</li>');
    expect(html).toContain('aria-label="새벽 멤버 구독하기"');
    expect(html).toContain('aria-label="잠들기 전 VIP 구독하기"');
  });

  it('marks the tier held and offers a change to the others; a pending downgrade is said', () => {
    const html = render(held(1));
    expect(html).toContain('이용 중');
    expect(html).not.toContain('aria-label="새벽 멤버 멤버십으로 변경"');
    expect(html).toContain('aria-label="잠들기 전 VIP 멤버십으로 변경"');

    const waiting = render({
      ...held(2),
      productName: '잠들기 전 VIP',
      hearts: 60,
      pending: { productId: 1, name: '새벽 멤버', hearts: 30 },
    });
    expect(waiting).toContain('2027.01.02부터 「새벽 멤버」(으)로 변경 예정');
    expect(waiting).not.toContain('aria-label="새벽 멤버 멤버십으로 변경"');
  });

  it('still shows an old version the member holds that is no longer on sale', () => {
    const html = render({ ...held(99), productName: '옛 멤버십', hearts: 20 });
    expect(html).toContain('옛 멤버십');
    expect(html).toContain('월 하트 20개');
  });
});
