import type { TPlaySourceKind } from '../schemas/audience.ts';
import { episodeHeading } from '../studio-episode.ts';

const number = (value: number) => value.toLocaleString('ko-KR');
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "3분 12초", "1시간 2분 5초", "45초": a position in an episode, spoken. */
export function spokenPosition(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const parts = [h > 0 ? `${h}시간` : '', m > 0 ? `${m}분` : '', s > 0 || whole === 0 ? `${s}초` : ''];
  return parts.filter(Boolean).join(' ');
}

/** "3:12" or "1:02:05": a position on the curve's axis. */
export function clockPosition(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The studio's audience numbers (issue 37): retention, where listeners came from, fans. */
export const audienceTexts = {
  details: {
    notOwner: '채널 운영자만 청취자 통계를 볼 수 있어요.',
    episodeNotInChannel: '이 채널의 회차가 아니에요.',
    badMonth: '조회할 달을 다시 확인해 주세요.',
  },
  loading: '불러오는 중…',
  failed: '청취자 통계를 불러오지 못했어요.',
  retry: '다시 시도',
  sourceNames: {
    search: '검색',
    home: '홈',
    feed: '구독·팔로우 피드',
    partner: '파트너 링크',
    other: '기타·직접',
  } satisfies Record<TPlaySourceKind, string>,
  retention: {
    heading: '회차별 청취 유지율',
    episodeLabel: '회차',
    noEpisodes: '아직 회차가 없어요.',
    noPlays: '아직 이 회차의 재생 기록이 없어요.',
    summary: (halfAt: number | null, sleptShare: number, leftShare: number) =>
      `${halfAt === null ? '절반이 듣기 전에 멈췄어요' : `절반이 ${spokenPosition(halfAt)}까지 들었어요`}, ` +
      `잠든 비율 ${percent(sleptShare)}, 떠난 비율 ${percent(leftShare)}`,
    plays: (count: number) => `재생 ${number(count)}회 기준`,
    bucket: (seconds: number) => `${seconds}초 단위`,
    chartLabel: (title: string) => `${title} 청취 유지율 곡선`,
    legendReached: '듣고 있는 비율',
    legendSlept: '잠듦',
    legendLeft: '이탈',
    tableCaption: '구간별 청취 유지율',
    atColumn: '위치',
    reachedColumn: '듣고 있음',
    sleptColumn: '잠듦',
    leftColumn: '이탈',
    share: percent,
    count: number,
    showTable: '표로 보기',
    hideTable: '표 접기',
    episodeOption: (playlistTitle: string, episodeNo: number, title: string) =>
      `${playlistTitle} ${episodeHeading(episodeNo, title)}`,
  },
  sources: {
    heading: '청취자 유입 경로',
    caption: '유입 경로별 재생 수와 비율',
    sourceColumn: '경로',
    playsColumn: '재생',
    shareColumn: '비율',
    noPlays: '이 기간에 시작된 재생이 없어요.',
    share: percent,
    count: number,
    freeHeading: '무료로 연 회차',
    waitFree: (count: number) => `기다무 ${number(count)}회`,
    pass: (count: number) => `이용권 ${number(count)}회`,
  },
  fans: {
    heading: '팬 순위',
    publicHeading: '이달의 팬',
    monthLabel: '달',
    caption: (month: string) => `${month} 팬 순위 (상위 50명)`,
    rankColumn: '순위',
    nicknameColumn: '닉네임',
    heartsColumn: '하트',
    tipsColumn: '후원',
    monthsColumn: '구독 개월',
    empty: '이 달에 채널에 하트를 쓴 팬이 없어요.',
    publicEmpty: '순위에 이름을 공개한 팬이 아직 없어요.',
    hearts: (count: number) => `${number(count)}개`,
    months: (count: number) => `${number(count)}개월`,
    rank: (rank: number) => `${number(rank)}위`,
    exited: '탈퇴한 회원',
  },
  setting: {
    label: '채널 팬 순위에 내 이름 표시',
    hint: '켜면 하트를 쓴 채널의 공개 팬 순위에 내 닉네임이 보여요. 끄면 순위에 나오지 않아요.',
    saved: (show: boolean) =>
      show ? '이제 채널 팬 순위에 내 이름이 표시돼요.' : '이제 채널 팬 순위에 내 이름이 표시되지 않아요.',
    failed: '설정을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
    needLogin: '로그인하면 설정할 수 있어요.',
  },
} as const;
