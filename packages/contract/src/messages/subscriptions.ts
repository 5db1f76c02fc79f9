const count = (value: number) => value.toLocaleString('ko-KR');

/** Korean texts of channel subscriptions: API details, the subscribe UI, badges, the demo product. */
export const subscriptionTexts = {
  title: '채널 구독',
  /** Name of the subscribe panel on a playlist page. */
  region: (channel: string) => `${channel} 채널 구독`,
  perMonth: (hearts: number) => `월 하트 ${count(hearts)}개`,
  benefits: '구독 혜택',
  subscribe: '구독하기',
  loginFirst: '로그인하고 구독할 수 있어요.',

  /** The heart confirmation before the first month is charged. */
  confirmTitle: (channel: string) => `「${channel}」 월간 구독`,
  confirmBody: (hearts: number, nextPaymentDate: string) =>
    `매월 하트 ${count(hearts)}개가 사용되며, 다음 결제일은 ${nextPaymentDate}이에요.`,
  balance: (hearts: number) => `보유 하트 ${count(hearts)}개`,
  done: (nextPaymentDate: string) => `구독했어요. 다음 결제일은 ${nextPaymentDate}이에요.`,

  /** Status lines (announced with role="status"). */
  subscribed: '구독 중',
  expired: '구독 만료',
  activeStatus: (nextPaymentDate: string) => `구독 중 · 다음 결제일 ${nextPaymentDate}`,
  activeNoRenewStatus: (date: string) => `구독 중 · ${date}까지 이용`,
  cancelledStatus: (date: string) => `해지 예정 · ${date}까지 이용`,

  /** Stopping auto-renew: access stays until the paid period ends. */
  cancel: '구독 해지',
  cancelLabel: (channel: string) => `${channel} 구독 해지`,
  cancelConfirmTitle: '구독을 해지할까요?',
  cancelConfirmBody: (channel: string, date: string) =>
    `해지해도 ${date}까지는 「${channel}」의 유료 에피소드를 계속 들을 수 있어요.\n그 뒤로는 하트가 결제되지 않아요.`,
  cancelDone: (date: string) => `구독을 해지했어요. ${date}까지 이용할 수 있어요.`,

  /** Turning auto-renew back on while the period lasts: no charge. */
  resume: '다시 구독',
  resumeLabel: (channel: string) => `${channel} 다시 구독`,
  resumeHint: '추가 결제 없이 구독이 이어져요.',
  resumeDone: (nextPaymentDate: string) =>
    `다시 구독했어요. 추가 결제는 없고, 다음 결제일은 ${nextPaymentDate}이에요.`,

  notEnoughTitle: '하트가 부족해요',
  notEnoughBody: (need: number, have: number) =>
    `구독에 필요한 하트 ${count(need)}개 · 보유 하트 ${count(have)}개\n하트를 충전하고 다시 구독해 주세요.`,
  noProduct: '이 채널은 아직 구독 상품이 없어요.',
  /** The owner of a channel is never charged for it. */
  ownChannel: '내 채널은 구독할 수 없어요.',

  /** 마이페이지 → 채널 구독 관리. */
  manage: '채널 구독 관리',
  list: '구독 중인 채널',
  listEmpty: '구독 중인 채널이 없어요.',
  listCount: (total: number) => `${count(total)}개 채널 구독 중`,
  product: (name: string, hearts: number) => `${name} · 월 하트 ${count(hearts)}개`,
  months: (months: number) => `${count(months)}개월째`,
  more: '더보기',
  goPlaylists: '콘텐츠 둘러보기',

  /** The subscriber pill next to a channel's name. */
  badge: (months: number) => `구독 ${count(months)}개월`,

  /** Why a renewal failed, by the error code stored on the subscription. */
  renewalErrors: {
    ERROR_HEART_NOT_ENOUGH: '하트가 부족해 구독을 갱신하지 못했어요. 하트를 충전하고 다시 구독해 주세요.',
  } as Record<string, string>,
  renewalFailed: '구독을 갱신하지 못했어요.',
  /** Memos of the heart history. */
  firstMonthMemo: (channel: string) => `${channel} 채널 구독`,
  renewalMemo: '채널 구독 자동 갱신',
  /** The product the demo seed gives every channel. */
  demoProduct: {
    name: '월간 구독',
    hearts: 30,
    benefits: ['채널의 모든 유료 에피소드 무제한 감상', '구독자 배지', '매달 자동 갱신 · 언제든 해지'],
  },
};
