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
  /** The short-of-hearts question's way on: to /charge (취소 stays). */
  charge: '충전하기',
  loginFirst: '로그인하고 구매할 수 있어요.',
  owned: '구매함',
  subscribed: '구독 중',
  library: '구매한 플레이리스트',
  libraryEmpty: '아직 구매한 콘텐츠가 없어요.',
  ownedAll: '전체 구매',
  ownedEpisodes: (count: number) => `${count}화 구매`,
  /**
   * Episodes deleted by their creators, or of playlists they archived, that the member still
   * holds (ADR 066, issue 37).
   */
  deletedTitle: '삭제되거나 판매가 끝난 에피소드',
  deletedLead: '목록에서는 내려갔지만, 구매했거나 대여·구독 중인 회원은 계속 들을 수 있어요.',
  /** An archived playlist's held episode, in the library and the player. */
  archivedNotice: '크리에이터가 판매를 마친 플레이리스트예요. 구매한 에피소드는 계속 들을 수 있어요.',
  /** A deleted episode's page, player and 이어 듣기 card, for a member who holds it. */
  deletedNotice: '삭제된 에피소드예요. 구매하신 분만 들을 수 있어요.',
  /** The gone episode page's link back to where the member finds it. */
  toLibrary: '보관함으로 가기',
  deletedRented: (until: string) => `대여 중 · ${until}까지`,
  deletedOwned: '구매함',
  deletedSubscribed: '구독으로 듣는 중',
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
