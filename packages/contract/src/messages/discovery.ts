/** Korean texts of discovery: category and 새로 나온 listings, follows, 찜 and video details. */
export const discoveryDetails = {
  /** GET /v1/service/video/free/{id} of a paid episode. */
  paidVideo: '유료 영상이에요. 로그인하고 구매하면 볼 수 있어요.',
  notVideo: '영상 콘텐츠가 아니에요.',
  unknownCategory: '존재하지 않는 카테고리예요.',
};

export const discoveryTexts = {
  /** Menu entries of the discovery pages. */
  nav: { new: '새로 나온', categories: '카테고리', realtime: '실시간' },
  /** The home page's row of ways into the lists. */
  shortcuts: {
    label: '둘러보기',
    new: '새로 나온 콘텐츠',
    realtime: '실시간 인기',
    top100: 'TOP 100',
    categories: '전체 카테고리',
  },
  /** The list of a playlist's tags, each a link to its search. */
  tagsLabel: '태그',
  categoriesTitle: '카테고리',
  categoriesDescription: '소곤의 ASMR·오디오툰·영상 플레이리스트를 카테고리별로 둘러보세요.',
  categoriesEmpty: '아직 플레이리스트가 있는 카테고리가 없어요.',
  newTitle: '새로 나온 콘텐츠',
  newDescription: '소곤에 새로 올라온 ASMR·오디오툰·영상 플레이리스트를 가장 먼저 만나 보세요.',
  videoTitle: '영상',
  videoDescription: '소곤의 영상 플레이리스트를 새로 공개된 순서로 모아 봤어요.',
  categoryDescription: (name: string) => `소곤의 ${name} 플레이리스트를 모아 봤어요.`,
  categoryHeading: (name: string) => `${name}`,
  pageTitle: (title: string, page: number) => (page > 1 ? `${title} ${page}페이지` : title),
  count: (total: number) => `플레이리스트 ${total.toLocaleString('ko-KR')}개`,
  empty: '아직 준비된 플레이리스트가 없어요.',
  emptyHint: '곧 새로운 콘텐츠로 찾아올게요.',
  pastEnd: '마지막 페이지를 지났어요.',
  firstPage: '첫 페이지로',
  loading: '목록을 불러오는 중…',
  openedAt: (relative: string) => `${relative} 공개`,
  pager: {
    label: '페이지 이동',
    previous: '이전 페이지',
    next: '다음 페이지',
    page: (page: number) => `${page}페이지`,
    current: (page: number) => `${page}페이지, 현재 페이지`,
  },
  follow: '팔로우',
  following: '팔로잉',
  followers: (count: number) => `팔로워 ${count.toLocaleString('ko-KR')}명`,
  prefer: '찜하기',
  preferred: '찜함',
} as const;
