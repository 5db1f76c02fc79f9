/** Korean texts around unlocking with hearts: API details and the purchase UI. */
export const purchaseDetails = {
  noBundle: '이 플레이리스트는 전체 구매를 할 수 없어요. 회차별로 구매해 주세요.',
};

export const purchaseTexts = {
  confirmTitle: '하트로 구매할까요?',
  confirmEpisode: (title: string, hearts: number) => `「${title}」을(를) 하트 ${hearts}개로 구매합니다.`,
  confirmBundle: (title: string, hearts: number) => `「${title}」 전체를 하트 ${hearts}개로 구매합니다.`,
  balance: (hearts: number) => `보유 하트 ${hearts}개`,
  buy: '구매하기',
  buyEpisode: (hearts: number) => `하트 ${hearts}개로 듣기`,
  buyBundle: (hearts: number) => `전체 구매 · 하트 ${hearts}개`,
  bought: '구매했어요. 지금 들을 수 있어요.',
  notEnoughTitle: '하트가 부족해요',
  notEnoughBody: (need: number, have: number) =>
    `필요한 하트 ${need}개 · 보유 하트 ${have}개\n하트를 충전하고 바로 들어 보세요.`,
  goCharge: '하트 충전하러 가기',
  loginFirst: '로그인하고 구매할 수 있어요.',
  owned: '구매함',
  subscribed: '구독 중',
  library: '구매한 플레이리스트',
  libraryEmpty: '아직 구매한 콘텐츠가 없어요.',
  ownedAll: '전체 구매',
  ownedEpisodes: (count: number) => `${count}화 구매`,
};

/** The 19+ notice of adult items for callers who may not see them (issue 4). */
export const adultTexts = {
  detail: '19세 이상 이용 가능한 콘텐츠예요. 본인 인증 후 성인 모드를 켜면 볼 수 있어요.',
  badge: '19',
  badgeLabel: '19세 이상 이용가',
  title: '19세 이상 이용 가능한 콘텐츠예요',
  visitor: '로그인하고 본인 인증을 마치면 이용할 수 있어요.',
  unverified: '청소년 보호를 위해 본인 인증이 필요해요.',
  minor: '만 19세 이상만 이용할 수 있는 콘텐츠예요.',
  modeOff: '성인 모드를 켜면 바로 볼 수 있어요.',
  login: '로그인',
  verify: '본인 인증하기',
  turnOn: '성인 모드 켜기',
  home: '홈으로',
};
