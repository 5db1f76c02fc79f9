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
