/** Korean texts of channel subscriptions: API details, the subscribe UI, badges, the demo product. */
export const subscriptionTexts = {
  title: '채널 구독',
  perMonth: (hearts: number) => `월 하트 ${hearts.toLocaleString('ko-KR')}개`,
  subscribe: (hearts: number) => `월 하트 ${hearts.toLocaleString('ko-KR')}개로 구독하기`,
  subscribed: '구독 중',
  cancelled: '해지 예약',
  expired: '구독 만료',
  confirmTitle: '이 채널을 구독할까요?',
  confirmBody: (channel: string, hearts: number, nextPaymentDate: string) =>
    `「${channel}」 채널을 월 하트 ${hearts}개로 구독합니다.\n첫 달 하트가 지금 사용되고, ${nextPaymentDate}부터 매달 자동으로 갱신돼요.`,
  done: (nextPaymentDate: string) => `구독했어요. 다음 결제일은 ${nextPaymentDate}이에요.`,
  nextPayment: (date: string) => `다음 결제일 ${date}`,
  accessUntil: (date: string) => `${date}까지 이용 가능`,
  cancel: '자동 갱신 해지',
  cancelConfirmTitle: '자동 갱신을 해지할까요?',
  cancelConfirmBody: (date: string) => `해지해도 ${date}까지는 유료 에피소드를 계속 들을 수 있어요.`,
  cancelDone: (date: string) => `자동 갱신을 해지했어요. ${date}까지 이용할 수 있어요.`,
  resume: '자동 갱신 다시 켜기',
  resumeDone: '자동 갱신을 다시 켰어요. 추가 결제는 없어요.',
  notEnoughTitle: '하트가 부족해요',
  notEnoughBody: (need: number, have: number) =>
    `구독에 필요한 하트 ${need}개 · 보유 하트 ${have}개\n하트를 충전하고 다시 구독해 주세요.`,
  loginFirst: '로그인하고 구독할 수 있어요.',
  noProduct: '이 채널은 아직 구독 상품이 없어요.',
  list: '구독 중인 채널',
  listEmpty: '구독 중인 채널이 없어요.',
  badge: (months: number) => `${months}개월째 구독 중`,
  badgeSince: (date: string) => `${date}부터 구독`,
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
