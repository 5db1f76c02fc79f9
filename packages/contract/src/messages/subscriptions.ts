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
  /** Tiers (issue 37): what a listener reads about each tier on sale and about changing tier. */
  tiers: '멤버십',
  tiersRegion: (channel: string) => `${channel} 멤버십`,
  tierCurrent: '이용 중',
  tierBenefit: {
    paidEpisodes: '채널의 모든 유료 에피소드 감상',
    earlyAccess: (days: number) => `새 에피소드 ${count(days)}일 먼저 듣기 (선공개)`,
    membersOnlyPosts: '멤버 전용 게시글·갤러리',
    badge: (badge: string) => `이름 옆 배지 「${badge}」`,
  },
  subscribeTier: (name: string) => `${name} 구독하기`,
  changeTier: '이 멤버십으로 변경',
  changeTierLabel: (name: string) => `${name} 멤버십으로 변경`,
  upgradeConfirmTitle: (name: string) => `「${name}」(으)로 올릴까요?`,
  upgradeConfirmBody: (from: number, to: number) =>
    `월 하트 ${count(from)}개 → ${count(to)}개\n지금 차액 하트 ${count(to - from)}개가 사용되고, 바로 적용돼요.`,
  upgradeDone: (name: string, charged: number) =>
    `「${name}」 멤버십으로 바꿨어요. 하트 ${count(charged)}개가 사용됐어요.`,
  downgradeConfirmTitle: (name: string) => `「${name}」(으)로 바꿀까요?`,
  downgradeConfirmBody: (date: string, to: number) =>
    `다음 결제일(${date})부터 월 하트 ${count(to)}개로 바뀌어요.\n그때까지는 지금 멤버십을 그대로 이용해요.`,
  downgradeDone: (name: string, date: string) => `${date}부터 「${name}」 멤버십으로 바뀌어요.`,
  switchDone: (name: string) => `「${name}」 멤버십으로 바꿨어요. 추가 결제는 없어요.`,
  pendingCleared: (name: string) => `예약한 변경을 취소했어요. 「${name}」 멤버십을 계속 이용해요.`,
  pendingStatus: (name: string, date: string) => `${date}부터 「${name}」(으)로 변경 예정`,
  changeConfirm: '변경하기',
  /** API refusals of tier changes and subscribes to a chosen tier. */
  tierNotOnSale: '지금 판매 중인 멤버십이 아니에요. 새로고침한 뒤 다시 골라 주세요.',
  tierOtherChannel: '이 채널의 멤버십이 아니에요.',
  notSubscribedYet: '구독 중인 멤버십이 없어요. 먼저 구독해 주세요.',
  giftOtherTier: '이미 다른 멤버십을 구독 중이라 이 멤버십 선물을 받을 수 없어요.',
  upgradeMemo: (channel: string, tier: string) => `${channel} 멤버십 변경 (${tier})`,

  /** The product the demo seed gives every channel. */
  demoProduct: {
    name: '월간 구독',
    hearts: 30,
    benefits: ['채널의 모든 유료 에피소드 무제한 감상', '구독자 배지', '매달 자동 갱신 · 언제든 해지'],
  },
  /** The demo creator's channel sells two tiers. */
  demoTiers: [
    {
      name: '새벽 멤버',
      hearts: 30,
      // The benefits its columns give are listed from them; these lines say the rest.
      benefits: ['매달 자동 갱신 · 언제든 해지'],
      includesPaidEpisodes: true,
      earlyAccessDays: 0,
      membersOnlyPosts: false,
      badge: '',
      sort: 0,
    },
    {
      name: '잠들기 전 VIP',
      hearts: 60,
      benefits: ['새벽 멤버 혜택 모두'],
      includesPaidEpisodes: true,
      earlyAccessDays: 3,
      membersOnlyPosts: true,
      badge: 'VIP',
      sort: 1,
    },
  ],
};

/** The studio's tiers page (/studio/tiers). */
export const tierStudioTexts = {
  title: '멤버십 관리',
  intro:
    '채널 멤버십을 만들고 가격과 혜택을 정해요. 수정하면 새 버전으로 판매되고, 기존 구독자는 가입한 조건을 그대로 유지해요.',
  noChannel: '아직 운영 중인 채널이 없어요.',
  empty: '아직 멤버십이 없어요. 첫 멤버십을 추가해 보세요.',
  add: '멤버십 추가',
  addTitle: (channel: string) => `${channel} · 새 멤버십`,
  edit: '수정',
  editLabel: (name: string) => `${name} 수정`,
  editTitle: (name: string) => `「${name}」 수정`,
  save: '저장',
  cancel: '취소',
  stopSelling: '판매 중지',
  stopLabel: (name: string) => `${name} 판매 중지`,
  resumeSelling: '판매 재개',
  resumeLabel: (name: string) => `${name} 판매 재개`,
  onSale: '판매 중',
  offSale: '판매 중지됨',
  subscribers: (n: number) => `구독자 ${count(n)}명`,
  versions: (n: number) => `버전 ${count(n)}`,
  perMonth: (hearts: number) => `월 하트 ${count(hearts)}개`,
  field: {
    name: '이름',
    hearts: '월 하트',
    heartsHint: (max: number) => `1~${count(max)}개`,
    benefits: '혜택 소개',
    benefitsHint: (lines: number) => `한 줄에 하나씩, ${count(lines)}줄까지`,
    includesPaidEpisodes: '채널의 모든 유료 에피소드 감상',
    earlyAccessDays: '선공개 일수',
    earlyAccessHint: (max: number) => `0~${count(max)}일 · 0이면 선공개 없음`,
    membersOnlyPosts: '멤버 전용 게시글·갤러리 보기',
    badge: '배지',
    badgeHint: (max: number) => `${count(max)}자까지 · 비우면 배지 없음`,
    sort: '순서',
    sortHint: '작은 숫자가 먼저 보여요',
  },
  editConfirmTitle: '멤버십을 수정할까요?',
  editConfirmBody: (subscribers: number) =>
    subscribers > 0
      ? `새 버전으로 판매돼요. 지금 구독자 ${count(subscribers)}명은 멤버십을 바꾸기 전까지 기존 가격과 혜택을 유지해요.`
      : '새 버전으로 판매돼요.',
  stopConfirmTitle: '판매를 중지할까요?',
  stopConfirmBody: '새로 구독할 수 없게 돼요. 지금 구독자는 해지하거나 멤버십을 바꾸기 전까지 계속 이용해요.',
  created: (name: string) => `「${name}」 멤버십을 추가했어요.`,
  edited: (name: string) => `「${name}」 멤버십을 수정했어요. 기존 구독자는 가입한 조건을 유지해요.`,
  stopped: (name: string) => `「${name}」 판매를 중지했어요.`,
  resumed: (name: string) => `「${name}」 판매를 다시 시작했어요.`,
  /** What the form says before sending. */
  errors: {
    name: (max: number) => `이름을 1~${count(max)}자로 적어 주세요.`,
    hearts: (max: number) => `월 하트는 1~${count(max)} 사이의 정수로 적어 주세요.`,
    benefits: (lines: number, length: number) =>
      `혜택은 ${count(lines)}줄까지, 한 줄에 ${count(length)}자까지 쓸 수 있어요.`,
    earlyAccessDays: (max: number) => `선공개 일수는 0~${count(max)} 사이의 정수로 적어 주세요.`,
    badge: (max: number) => `배지는 ${count(max)}자까지 쓸 수 있어요.`,
    sort: (max: number) => `순서는 0~${count(max)} 사이의 정수로 적어 주세요.`,
  },
  /** API refusals. */
  notOwner: '내 채널의 멤버십만 관리할 수 있어요.',
  notFound: '멤버십을 찾을 수 없어요.',
};
