import { errorMessages } from './errors.ts';

/**
 * The message catalog: every Korean text a person reads, in one place. Server errors keep
 * their own table (errors.ts) because the API sends those as `detail` too.
 */
export const ko = {
  site: {
    name: '소곤',
    title: '소곤 - ASMR·오디오툰 스트리밍',
    description: '인기 크리에이터들이 들려주는 이야기, ASMR·오디오툰 플랫폼 소곤',
    keywords: ['소곤', 'ASMR', '오디오툰', '수면 ASMR', '힐링 사운드', '오디오 드라마', '크리에이터'],
    shareImageAlt: '소곤 - 인기 크리에이터의 ASMR·오디오툰 스트리밍',
    sandboxBadge: '테스트 환경',
  },
  nav: {
    home: '홈',
    skipToContent: '본문으로 건너뛰기',
    mainMenu: '주 메뉴',
    login: '로그인',
    logout: '로그아웃',
    search: '검색',
    charge: '하트 충전',
    library: '보관함',
    notice: '공지사항',
    faq: '자주 묻는 질문',
    top100: 'TOP 100',
  },
  footer: {
    company: '(주)소곤',
    terms: '이용약관',
    privacy: '개인정보 처리방침',
    youth: '청소년 보호정책',
    contact: '고객센터',
    copyright: '© 소곤. All rights reserved.',
    business: '사업자 정보는 서비스 정식 오픈 시 공개됩니다.',
  },
  common: {
    confirm: '확인',
    cancel: '취소',
    close: '닫기',
    more: '더보기',
    loading: '불러오는 중…',
    empty: '아직 준비된 콘텐츠가 없어요.',
    free: '무료',
    paid: '유료',
    adultOnly: '19세 이상',
    episodes: (count: number) => `${count}화`,
    hearts: (count: number) => `하트 ${count}개`,
  },
  mediaType: { audio: 'ASMR', video: '영상', audiotoon: '오디오툰' },
  modal: {
    alert: { confirm: '확인', heartIconAlt: '하트' },
    verification: {
      title: '본인 인증',
      bannerTitle: '본인 인증하고 코인 받기',
      bannerBody: '지금 본인 인증을 완료하면 가입 축하 코인을 드려요.',
      eventBannerTitle: '이벤트 참여를 위해 본인 인증이 필요해요',
      eventBannerBody: '인증을 완료하면 이벤트 혜택이 바로 지급됩니다.',
      explanation: '중복 혜택 방지를 위해 본인 인증이 필요합니다.',
      ownPhoneNotice: '본인 명의의 휴대폰으로만 인증할 수 있습니다.',
      kakao: '카카오 인증',
      phone: '휴대폰 인증',
      close: '본인 인증 닫기',
    },
    welcome: {
      title: '회원가입을 축하합니다!',
      body: '본인 인증 완료시 코인이 지급됩니다',
      confirm: '확인',
    },
    login: {
      title: '로그인',
      body: '로그인하고 좋아하는 크리에이터의 콘텐츠를 들어 보세요.',
      go: '로그인하러 가기',
    },
  },
  errorScreen: {
    title: '서비스 이용이 원활하지 않습니다',
    body: '이용에 불편을 드려 죄송합니다. 잠시 후 다시 이용해 주세요.',
    home: '홈으로 가기',
    retry: '다시 시도',
    imageAlt: '',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '주소가 바뀌었거나 삭제된 페이지예요.',
  },
  blocked: {
    title: '이용이 제한된 계정입니다',
    body: '운영 정책 위반으로 서비스 이용이 제한되었습니다. 자세한 내용은 고객센터로 문의해 주세요.',
  },
  logout: {
    title: '로그아웃 중…',
    done: '로그아웃되었습니다.',
  },
  home: {
    heading: '소곤 홈',
    bannerRegion: '추천 배너',
    sectionMore: (title: string) => `${title} 더보기`,
  },
  toast: {
    region: '알림',
  },
  playlist: {
    episodes: '에피소드',
    episodeList: (count: number) => `에피소드 ${count}개`,
    share: '링크 공유',
    shareCopied: '링크를 복사했어요.',
    shareFailed: '링크를 복사하지 못했어요.',
    locked: '구매 후 들을 수 있어요',
    lockedBody: '하트로 이 에피소드를 구매하면 바로 들을 수 있어요. 하트 충전과 구매는 곧 열립니다.',
    bundle: (hearts: number) => `전체 구매 하트 ${hearts}개`,
    perEpisode: (hearts: number) => `회차당 하트 ${hearts}개`,
    backToPlaylist: '플레이리스트로 돌아가기',
    nowPlaying: '지금 재생 중',
    duration: (sec: number) =>
      sec < 60 ? `${sec}초` : `${Math.floor(sec / 60)}분 ${String(sec % 60).padStart(2, '0')}초`,
    episodeTitle: (no: number, title: string) => `${no}화 · ${title}`,
  },
  time: {
    justNow: '방금 전',
  },
  errors: errorMessages,
} as const;

export type Messages = typeof ko;
