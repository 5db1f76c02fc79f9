/** Korean texts of the rankings: TOP 100 and 실시간 인기. */
export const rankingTexts = {
  nav: { top100: 'TOP 100', realtime: '실시간' },
  top100: {
    title: 'TOP 100',
    /** e.g. '주간 채널 TOP 100 · 영상'. */
    pageTitle: (period: string, type: string | null, media: string | null) =>
      `${period}${type ? ` ${type}` : ''} TOP 100${media ? ` · ${media}` : ''}`,
    description:
      '재생 수, 청취 시간, 좋아요와 구매로 매긴 소곤의 인기 ASMR 순위예요. 몇 분마다 새로 집계해요.',
    descriptionFor: (span: string, subject: string) =>
      `${span} 소곤에서 가장 많이 듣고 좋아하고 구매한 ${subject} 순위 TOP 100`,
  },
  realtime: {
    title: '실시간 인기',
    pageTitle: (media: string | null) => `실시간 인기${media ? ` · ${media}` : ''}`,
    description:
      '지금 소곤에서 뜨는 ASMR이에요. 최근 6시간의 재생, 청취, 좋아요, 구매를 시간이 지날수록 덜 세어 1분마다 새로 매겨요.',
  },
  periods: { day: '일간', week: '주간', month: '월간' },
  /** What each period counts, for descriptions and the window line. */
  spans: { day: '오늘', week: '이번 주', month: '이번 달' },
  types: { playlist: '플레이리스트', channel: '채널' },
  allMedia: '전체',
  filters: { period: '기간', type: '순위 대상', media: '콘텐츠 종류' },
  listLabel: (title: string) => `${title} 목록`,
  rank: (rank: number) => `${rank}위`,
  /** '2024.06.01 00:00 ~ 10:05 집계'. */
  window: (from: string, to: string) => `${from} ~ ${to} 집계`,
  updatedAt: (time: string) => `${time} 기준`,
  /** One line above a list: what its order is by (the 점수 each row shows). */
  order: {
    top100: (w: { play: number; listenedHour: number; like: number; purchase: number }) =>
      `재생 ${w.play}점, 청취 1시간 ${w.listenedHour}점, 좋아요 ${w.like}점, 구매 ${w.purchase}점을 더한 점수 순이에요.`,
    realtime: '최근 6시간의 재생·청취·좋아요·구매 점수를 더한 순이에요. 1시간 전 활동은 절반만 세요.',
  },
  stats: {
    score: (score: string) => `점수 ${score}`,
    plays: (count: string) => `재생 ${count}`,
    listened: (hours: string) => `청취 ${hours}시간`,
    likes: (count: string) => `좋아요 ${count}`,
    purchases: (count: string) => `구매 ${count}`,
  },
  playlistCount: (count: number) => `플레이리스트 ${count.toLocaleString('ko-KR')}개`,
  profileAlt: (name: string) => `${name} 프로필 이미지`,
  empty: {
    top100: {
      day: '오늘은 아직 순위에 오른 콘텐츠가 없어요.',
      week: '이번 주는 아직 순위에 오른 콘텐츠가 없어요.',
      month: '이번 달은 아직 순위에 오른 콘텐츠가 없어요.',
    },
    realtime: '최근 6시간 동안 들은 기록이 아직 없어요.',
    hint: '재생과 좋아요가 쌓이면 순위가 나타나요. 다른 기간이나 종류도 살펴보세요.',
  },
  loading: '순위를 불러오는 중이에요…',
  toRealtime: '실시간 인기 보기',
  toTop100: 'TOP 100 보기',
} as const;
