import { BOOKMARK_NOTE_MAX, BOOKMARKS_PER_MEMBER } from '../limits.ts';

const count = (value: number) => value.toLocaleString('ko-KR');

/** Bookmarks and moment links (issue 42): the API's details, the player's 북마크 and 보관함's list. */
export const bookmarkTexts = {
  details: {
    missing: '북마크를 찾을 수 없어요.',
    position: '재생 시간 안의 위치만 북마크할 수 있어요.',
    full: `북마크는 ${count(BOOKMARKS_PER_MEMBER)}개까지 저장할 수 있어요. 필요 없는 북마크를 지우고 다시 시도해 주세요.`,
  },
  player: {
    bookmark: '북마크',
    bookmarkLabel: (clock: string) => `${clock} 위치 북마크`,
    dialogTitle: '북마크',
    at: (clock: string) => `${clock} 위치를 저장해요.`,
    noteLabel: '메모 (선택)',
    noteHint: `${BOOKMARK_NOTE_MAX}자까지 쓸 수 있어요.`,
    save: '저장',
    saving: '저장하는 중…',
    cancel: '취소',
    saved: '북마크했어요',
    failed: '북마크하지 못했어요. 잠시 후 다시 시도해 주세요.',
    loginRequired: '로그인하면 북마크할 수 있어요.',
  },
  share: {
    button: '공유',
    menuLabel: '공유하기',
    episode: '에피소드 링크 공유',
    moment: '현재 위치에서 공유',
    momentTitle: (title: string, clock: string) => `${title} (${clock}부터)`,
    copied: '링크를 복사했어요.',
    failed: '링크를 복사하지 못했어요.',
  },
  library: {
    heading: '북마크',
    total: (total: number) => `북마크 ${count(total)}개`,
    empty: '북마크한 순간이 없어요.',
    emptyHint: '플레이어에서 북마크를 누르면 그 순간을 여기에 모아 둬요.',
    at: (clock: string) => `${clock}부터`,
    previewOnly: '미리듣기만 재생 가능',
    remove: '삭제',
    removeLabel: (title: string, clock: string) => `${title} ${clock} 북마크 삭제`,
    confirmTitle: '북마크를 삭제할까요?',
    confirmBody: '삭제한 북마크는 되돌릴 수 없어요.',
    confirm: '삭제',
    cancel: '취소',
    removed: '북마크를 삭제했어요.',
    removeFailed: '북마크를 삭제하지 못했어요. 잠시 후 다시 시도해 주세요.',
    more: '더보기',
  },
} as const;

/** The episode page's play button for a moment link (separate: the page's first load carries only these). */
export const momentTexts = {
  /** The episode page's play button when the link names a moment. */
  playFrom: (clock: string) => `${clock}부터 재생`,
  /** A paid moment for someone who may hear only the preview. */
  previewOnly: '구매하면 공유된 위치부터 들을 수 있어요. 지금은 미리듣기만 재생돼요.',
} as const;
