/** Korean texts of channel pages. */
export const channelTexts = {
  /** Page description when the channel has none. */
  fallbackDescription: (name: string) => `${name} 채널의 ASMR 플레이리스트`,
  profileAlt: (name: string) => `${name} 프로필 이미지`,
  linksLabel: (name: string) => `${name} 크리에이터 링크`,
  playlistCount: (count: number) => `플레이리스트 ${count.toLocaleString('ko-KR')}개`,
  tabsLabel: '채널 메뉴',
  tabs: {
    playlists: '플레이리스트',
    board: '게시판',
    gallery: '갤러리',
  },
  noPlaylists: '아직 플레이리스트가 없어요.',
  noGallery: '아직 갤러리가 없어요.',
  more: '더보기',
  loading: '불러오는 중…',
  loadFailed: '플레이리스트를 불러오지 못했어요. 다시 시도해 주세요.',
  adultDetail: '19세 이상만 볼 수 있는 채널이에요.',
} as const;
