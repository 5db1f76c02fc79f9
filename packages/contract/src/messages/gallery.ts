const count = (value: number) => value.toLocaleString('ko-KR');

/** Korean texts of channel galleries: the grid, the image viewer and buying an item with hearts. */
export const galleryTexts = {
  empty: '아직 갤러리가 없어요.',
  more: '더보기',
  loading: '불러오는 중…',
  loadFailed: '갤러리를 불러오지 못했어요. 다시 시도해 주세요.',

  /** The grid: a button per item, named for what opening it does. */
  open: (title: string) => `${title} 크게 보기`,
  openLocked: (title: string, hearts: number) => `${title}, 잠김, 하트 ${count(hearts)}개로 구매`,
  lockedPreviewAlt: (title: string) => `${title} 흐린 미리보기`,
  imageAlt: (title: string) => title,
  free: '무료',
  price: (hearts: number) => `하트 ${count(hearts)}개`,
  likes: (likes: number) => `좋아요 ${count(likes)}`,

  /** The viewer. */
  close: '닫기',
  owned: '구매함',
  subscribed: '구독으로 보는 중',

  /** Buying. */
  confirmTitle: '하트로 구매할까요?',
  confirmBody: (title: string, hearts: number) =>
    `「${title}」 이미지를 하트 ${count(hearts)}개로 구매합니다.`,
  balance: (hearts: number) => `보유 하트 ${count(hearts)}개`,
  buy: '구매하기',
  bought: '구매했어요. 지금 원본 이미지를 볼 수 있어요.',
  notEnoughTitle: '하트가 부족해요',
  notEnoughBody: (need: number, have: number) =>
    `필요한 하트 ${count(need)}개 · 보유 하트 ${count(have)}개\n하트를 충전하고 바로 감상해 보세요.`,
};
