const count = (value: number) => value.toLocaleString('ko-KR');

/**
 * Korean texts of likes, follows and 찜 in the web: the toggles on the item pages, 보관함's 찜
 * tab, the home follow feed and 마이페이지 → 팔로잉. The button words themselves (좋아요, 팔로우,
 * 찜하기) and the like and follower counts live in playback.ts and discovery.ts.
 */
export const reactionTexts = {
  /** A toggle names its item where a page holds several: '달빛소리 팔로우'. */
  followLabel: (channel: string) => `${channel} 팔로우`,
  preferCount: (total: number) => `찜 ${count(total)}개`,
  /** Toasts when a toggle could not be saved (the button went back). */
  failed: {
    like: '좋아요를 반영하지 못했어요. 잠시 후 다시 시도해 주세요.',
    follow: '팔로우를 반영하지 못했어요. 잠시 후 다시 시도해 주세요.',
    prefer: '찜을 반영하지 못했어요. 잠시 후 다시 시도해 주세요.',
  },

  /** 보관함's tabs. */
  libraryTabs: '보관함 메뉴',
  tabs: {
    recent: '최근 재생',
    owned: '구매',
    gifts: '선물',
    prefer: '찜',
    bookmarks: '북마크',
    saved: '저장됨',
  },
  preferEmpty: '찜한 플레이리스트가 없어요.',
  preferEmptyHint: '마음에 드는 플레이리스트에서 찜하기를 눌러 보세요.',
  preferTotal: (total: number) => `찜한 플레이리스트 ${count(total)}개`,

  /** The home shelf of followed channels (members who follow someone). */
  followFeed: '팔로우한 채널의 새 콘텐츠',

  /** 마이페이지 → 팔로잉. */
  following: '팔로잉',
  followingEmpty: '팔로우한 채널이 없어요.',
  followingEmptyHint: '좋아하는 채널을 팔로우하면 새 콘텐츠를 홈에서 먼저 볼 수 있어요.',
  followingTotal: (total: number) => `${count(total)}개 채널 팔로우 중`,
  playlists: (total: number) => `플레이리스트 ${count(total)}개`,
  more: '더보기',
  browse: '콘텐츠 둘러보기',

  /** What the owner of a channel is offered instead of 구독하기. */
  manageChannel: '채널 관리',
  channelStats: '채널 통계',
  ownChannel: '내 채널',
} as const;
