import type { StudioEpisodeState } from '../studio-episode.ts';

const count = (value: number) => value.toLocaleString('ko-KR');

/** Korean texts of the studio's episode list and edit page (issue 37): API details and the page. */
export const studioEpisodeTexts = {
  /** API refusals. */
  notFound: '내 채널에서 이 에피소드를 찾을 수 없어요.',
  scheduleIncomplete: '공개 날짜와 시간을 함께 입력해 주세요.',
  scheduleInvalid: '공개 날짜와 시간이 올바르지 않아요. 예: 2026-12-24, 20:00 (한국 시간)',
  earlyDaysRange: (max: number) => `선공개는 0일에서 ${count(max)}일 사이로 정해 주세요.`,
  earlyTiersMissing: '선공개할 멤버십을 하나 이상 골라 주세요.',
  earlyTiersForeign: '선공개 멤버십은 이 채널에서 판매 중인 멤버십만 고를 수 있어요.',
  freeFirst: (n: number) =>
    `이 플레이리스트는 처음 ${count(n)}화까지 무료예요. 이 에피소드는 유료로 바꿀 수 없어요.`,
  rentalAboveOwn: '대여 가격은 소장 가격보다 낮게 정해 주세요.',
  notPublishable: '파일 변환이 끝난 에피소드만 공개할 수 있어요.',
  deletedBusy: '삭제한 에피소드는 바꿀 수 없어요.',

  /** The derived statuses (ADR 066). */
  state: {
    processing: '변환 중',
    scheduled: '예약',
    public: '공개',
    private: '비공개',
  } satisfies Record<StudioEpisodeState, string>,
  scheduledAt: (kst: string) => `${kst} 공개 예정`,
  transcodeFailed: '변환에 실패했어요.',
  retry: '다시 시도',
  retried: '변환을 다시 시작했어요.',

  /** The episode list of a playlist. */
  list: {
    title: '에피소드',
    empty: '아직 에피소드가 없어요.',
    edit: (heading: string) => `${heading} 편집`,
    loadFailed: '에피소드 목록을 불러오지 못했어요.',
  },

  /** /studio/episodes/[id]. */
  page: {
    heading: '에피소드 편집',
    back: (playlist: string) => `「${playlist}」로 돌아가기`,
    loadFailed: '에피소드를 불러오지 못했어요.',
    retryLoad: '다시 불러오기',
    basics: '기본 정보',
    titleLabel: '제목',
    descriptionLabel: '설명',
    prices: '가격',
    free: '무료 에피소드',
    freeFirstHint: (n: number) => `이 플레이리스트는 처음 ${count(n)}화까지 무료예요.`,
    price: '소장 가격 (하트)',
    rentalPrice: '대여 가격 (하트, 0이면 대여 안 함)',
    rentalHint: (hours: number) => `대여 기간은 ${count(hours)}시간이에요.`,
    visibility: '공개 상태',
    visibilityPublished: '공개',
    visibilityHidden: '비공개 (나만 보기)',
    visibilityWaits: '파일 변환이 끝나면 공개 여부를 정할 수 있어요.',
    schedule: '공개 일정',
    scheduleHint: '한국 시간(KST) 기준이에요. 지난 시각을 입력하면 바로 공개돼요.',
    scheduleOptional: '공개 일정 (선택)',
    scheduleOptionalHint: '한국 시간(KST) 기준이에요. 비워 두면 변환이 끝나는 대로 공개돼요.',
    openDate: '공개 날짜',
    openTime: '공개 시간',
    earlyDays: (max: number) => `선공개 (공개 며칠 전, 0~${count(max)}일)`,
    earlyTiers: '먼저 들을 수 있는 멤버십',
    noTiers: '아직 판매 중인 멤버십이 없어요.',
    tierOption: (name: string, hearts: number) => `${name} (월 하트 ${count(hearts)}개)`,
    save: '저장',
    saving: '저장하는 중…',
    saved: '저장했어요.',

    cover: '표지 이미지',
    coverHint: 'JPG, PNG, WEBP · 5MB 이하. 정사각형이 가장 잘 보여요.',
    coverUpload: '표지 올리기',
    coverSaved: '표지를 바꿨어요.',
    coverAlt: (title: string) => `「${title}」 표지`,

    script: '대본',
    scriptHint: 'LRC(.lrc), WebVTT(.vtt), SRT(.srt) 파일 · UTF-8. 올리면 지금 대본을 바꿔요.',
    scriptCount: (n: number) => (n > 0 ? `지금 대본 ${count(n)}줄` : '아직 대본이 없어요.'),
    scriptUpload: '대본 올리기',
    scriptSaved: (n: number) => `대본 ${count(n)}줄을 저장했어요.`,

    media: '미디어 파일 바꾸기',
    mediaHint: '새 파일의 변환이 끝날 때까지 지금 파일이 계속 재생돼요.',
    mediaUpload: '새 파일 올리기',
    mediaDone: '새 파일을 모두 올렸어요. 변환이 끝나면 바뀌어요.',

    remove: '에피소드 삭제',
    removeLead: '삭제하면 목록과 검색에서 사라져요.',
    removeConfirmTitle: '이 에피소드를 삭제할까요?',
    removeConfirmBody:
      '목록과 검색에서 모두 사라지고 되돌릴 수 없어요. 이미 구매했거나 대여 중인 회원은 보관함에서 계속 들을 수 있어요.',
    removeCancel: '취소',
    removeConfirm: '삭제',
    removed: '에피소드를 삭제했어요.',
    removedBack: '플레이리스트로 돌아가기',
  },
} as const;
