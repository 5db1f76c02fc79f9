import { commentHeadingTexts } from './comment-heading.ts';

const count = (value: number) => value.toLocaleString('ko-KR');

/** Korean texts of comment sections (episodes, board posts, gallery pictures). */
export const commentTexts = {
  ...commentHeadingTexts,
  count: (total: number) => count(total),
  sortLabel: '댓글 정렬',
  sort: { new: '최신순', old: '등록순' },

  /** Writing. */
  composeLabel: '댓글 쓰기',
  replyLabel: (name: string) => `${name}님에게 답글 쓰기`,
  placeholder: '따뜻한 댓글을 남겨 주세요.',
  counter: (length: number, max: number) => `${count(length)}/${count(max)}`,
  counterSpoken: (length: number, max: number) => `${count(max)}자 중 ${count(length)}자 입력`,
  submit: '등록',
  sending: '등록하는 중…',
  posted: '댓글을 등록했어요.',
  postedAtEnd: '댓글을 등록했어요. 등록순 목록의 맨 끝에 있어요.',
  replyPosted: '답글을 등록했어요.',
  loginPrompt: '로그인하고 댓글을 남겨 보세요.',
  login: '로그인',

  /** The list. */
  loadFailed: '댓글을 불러오지 못했어요.',
  retry: '다시 시도',
  empty: '아직 댓글이 없어요. 첫 댓글을 남겨 보세요.',
  more: '댓글 더보기',
  creator: '크리에이터',
  deleted: '삭제된 댓글입니다.',
  hidden: '숨겨진 댓글입니다.',
  hiddenBadge: '숨김',
  hiddenNote: '작성자와 채널 운영자에게만 보여요.',

  /** Replies. */
  replies: (total: number) => `답글 ${count(total)}`,
  reply: '답글 달기',
  cancel: '취소',
  repliesMore: '답글 더보기',
  repliesLabel: (name: string) => `${name}님 댓글의 답글`,
  deletedRepliesLabel: '삭제된 댓글의 답글',
  repliesLoading: '답글을 불러오는 중…',
  repliesFailed: '답글을 불러오지 못했어요.',

  /** Deleting one's own comment. */
  delete: '삭제',
  deleteLabel: (name: string) => `${name}님 댓글 삭제`,
  deleteConfirmTitle: '댓글을 삭제할까요?',
  deleteConfirmBody: '삭제한 댓글은 되돌릴 수 없어요.',
  deleteConfirm: '삭제하기',
  deletedDone: '댓글을 삭제했어요.',

  /** The channel owner's moderation. */
  hide: '숨기기',
  unhide: '숨김 해제',
  hideLabel: (name: string) => `${name}님 댓글 숨기기`,
  unhideLabel: (name: string) => `${name}님 댓글 숨김 해제`,
  hiddenDone: '댓글을 숨겼어요.',
  shownDone: '댓글 숨김을 해제했어요.',
} as const;
