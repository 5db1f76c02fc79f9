import { STATS_MAX_DAYS } from '../limits.ts';

const number = (value: number) => value.toLocaleString('ko-KR');

/** Channel statistics: the API's Korean `detail` texts and the 스튜디오 통계 page. */
export const statsTexts = {
  details: {
    notOwner: '채널 운영자만 통계를 볼 수 있어요.',
    startAfterEnd: '시작일이 종료일보다 늦어요.',
    tooLong: `통계는 한 번에 최대 ${STATS_MAX_DAYS}일까지 볼 수 있어요.`,
  },
  page: {
    title: '채널 통계',
    description: '내 채널의 재생, 방문, 좋아요와 하트 수익을 기간별로 확인하세요.',
    needLogin: '로그인하면 내 채널의 통계를 볼 수 있어요.',
    login: '로그인',
    noChannel: '운영 중인 채널이 없어요. 채널을 연 크리에이터만 통계를 볼 수 있어요.',
    loading: '통계를 불러오는 중…',
    failed: '통계를 불러오지 못했어요.',
    retry: '다시 시도',
    channelLabel: '채널',
    periodLabel: '기간',
    presets: { 7: '최근 7일', 30: '최근 30일', 90: '최근 90일' } as Record<number, string>,
    startLabel: '시작일',
    endLabel: '종료일',
    apply: '조회',
    period: (start: string, end: string, days: number) => `${start} ~ ${end} (${days}일)`,
    followers: (count: number) => `팔로워 ${number(count)}명`,
    subscribers: (count: number) => `구독자 ${number(count)}명`,
    totalsHeading: '기간 합계',
    dailyHeading: '일별 추이',
    dailyMetricLabel: '지표',
    playlistsHeading: '플레이리스트별',
    noPlaylists: '아직 플레이리스트가 없어요.',
    vsPrevious: (change: string) => `이전 기간 대비 ${change}`,
    noPrevious: '이전 기간 기록 없음',
    same: '변동 없음',
    up: (value: string) => `▲ ${value}`,
    down: (value: string) => `▼ ${value}`,
    upSpoken: (value: string) => `${value} 증가`,
    downSpoken: (value: string) => `${value} 감소`,
    chartLabel: (metric: string) => `일별 ${metric} 막대 그래프`,
    tableCaption: '일별 수치',
    playlistCaption: '플레이리스트별 수치 (열 제목을 누르면 정렬돼요)',
    dateColumn: '날짜',
    titleColumn: '플레이리스트',
    sortedAsc: '오름차순 정렬됨',
    sortedDesc: '내림차순 정렬됨',
    showTable: '표로 보기',
    hideTable: '표 접기',
  },
  metrics: {
    plays: '재생',
    visits: '방문',
    visitors: '방문자',
    playtime: '재생 시간',
    likes: '좋아요',
    purchases: '구매',
    hearts: '구매 하트',
    newFollowers: '새 팔로워',
    newSubscribers: '새 구독',
    subscriptionHearts: '구독 하트',
    galleryHearts: '갤러리 하트',
  },
  /** 3,600초 → '1시간 0분'; under an hour in minutes; under a minute in seconds. */
  duration: (seconds: number) => {
    if (seconds < 60) return `${seconds}초`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return `${minutes}분`;
    return `${number(Math.floor(minutes / 60))}시간 ${minutes % 60}분`;
  },
  count: number,
} as const;
