import { playButtonTexts } from './play-button.ts';

/** Korean texts of the persistent player: controls, labels read by screen readers, states. */

/** "3분 12초", "45초", "1시간 2분 3초" (spoken form, for aria-valuetext and labels). */
export function spokenDuration(totalSec: number): string {
  const sec = Math.max(0, Math.floor(totalSec));
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = sec % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${h}시간`);
  if (m > 0) parts.push(`${m}분`);
  if (s > 0 || parts.length === 0) parts.push(`${s}초`);
  return parts.join(' ');
}

const speed = (rate: number) => `${Number(rate.toFixed(2))}배`;

export const playerTexts = {
  region: '플레이어',
  miniRegion: '미니 플레이어',
  fullTitle: '재생 중인 에피소드',

  ...playButtonTexts,
  loading: '불러오는 중…',

  back10: '10초 뒤로',
  forward10: '10초 앞으로',
  next: '다음 에피소드',
  noNext: '다음 에피소드가 없어요.',
  nextTitle: (title: string) => `다음 에피소드: ${title}`,
  previous: '처음부터 다시 듣기',
  expand: '플레이어 크게 보기',
  collapse: '플레이어 접기',
  close: '플레이어 닫기',
  fullscreen: '전체 화면',

  seek: '재생 위치',
  /** aria-valuetext of the seek bar: "3분 12초 / 10분". */
  position: (at: number, total: number) => `${spokenDuration(at)} / ${spokenDuration(total)}`,
  elapsed: '재생한 시간',
  total: '전체 길이',

  volume: '음량',
  volumeValue: (percent: number) => `음량 ${percent}%`,
  mute: '음소거',
  unmute: '음소거 해제',

  speed: '재생 속도',
  speedValue: speed,

  loop: '반복',
  loopModes: { off: '반복 안 함', one: '한 에피소드 반복', playlist: '플레이리스트 반복' },
  loopLabel: (mode: string) => `반복 설정: ${mode}`,

  normalise: '음량 평준화',
  normaliseHint: '작게 녹음된 에피소드도 비슷한 크기로 들려요. 소리가 찢어지지 않게 자동으로 조절해요.',

  sleep: '취침 타이머',
  sleepOff: '끄기',
  sleepMinutes: (minutes: number) => `${minutes}분`,
  sleepEpisodeEnd: '이 에피소드 끝까지',
  sleepRemaining: (text: string) => `${text} 뒤 정지`,
  sleepAtEpisodeEnd: '에피소드가 끝나면 정지',
  sleepCancel: '타이머 취소',
  sleepSet: (label: string) => `취침 타이머를 설정했어요: ${label}`,
  sleepCancelled: '취침 타이머를 껐어요.',
  sleepDone: '취침 타이머로 재생을 멈췄어요.',

  /** The play button of a locked episode: the length comes with the source (previewSeconds). */
  previewSeconds: (sec: number) => (sec % 60 === 0 ? `미리듣기 ${sec / 60}분` : `미리듣기 ${sec}초`),
  previewEnded: '미리듣기가 끝났어요',
  previewEndedBody: '하트로 구매하면 에피소드 전체를 들을 수 있어요.',
  goUnlock: '구매하러 가기',

  script: '대본',
  scriptShow: '대본 보기',
  scriptHide: '대본 숨기기',
  scriptEmpty: '이 에피소드에는 대본이 없어요.',
  imageOf: (alt: string) => alt || '오디오툰 장면',

  shortcuts: '키보드 단축키',
  shortcutsUse: '키보드 단축키 사용',
  shortcutList: [
    ['Space, K', '재생 / 일시정지'],
    ['←, J', '10초 뒤로'],
    ['→, L', '10초 앞으로'],
    ['↑, ↓', '음량 조절 (플레이어 안에서)'],
    ['M', '음소거'],
    ['N', '다음 에피소드'],
    ['Shift + , / .', '재생 속도 느리게 / 빠르게'],
    ['F', '플레이어 크게 보기 / 접기'],
  ] as ReadonlyArray<readonly [string, string]>,

  nowPlayingOf: (title: string) => `지금 재생 중: ${title}`,

  errors: {
    notPurchased: '구매 후 들을 수 있어요.',
    adult: '19세 이상 이용 가능한 콘텐츠예요.',
    missing: '에피소드를 찾을 수 없어요.',
    login: '로그인하고 들을 수 있어요.',
    unsupported: '이 브라우저에서는 재생할 수 없어요.',
    network: '재생하지 못했어요. 잠시 후 다시 시도해 주세요.',
    blocked: '재생 버튼을 눌러 들어 주세요.',
  },
};
