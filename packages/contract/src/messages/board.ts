const count = (value: number) => value.toLocaleString('ko-KR');

/** Korean texts of channel boards (the 게시판 tab) and of the home page's creator news. */
export const boardTexts = {
  empty: '아직 게시글이 없어요.',
  listLabel: '게시글 목록',
  loading: '게시글을 불러오는 중…',
  loadFailed: '게시글을 불러오지 못했어요. 다시 시도해 주세요.',
  more: '게시글 더보기',
  linkedMissing: '찾는 게시글이 없어요. 삭제되었을 수 있어요.',

  /** One post. */
  notice: '공지',
  edited: '수정됨',
  expand: '더보기',
  collapse: '접기',
  like: '좋아요',
  likes: (total: number) => `좋아요 ${count(total)}`,
  comments: (total: number) => `댓글 ${count(total)}`,
  edit: '수정',
  editLabel: (title: string) => `「${title}」 수정`,
  delete: '삭제',
  deleteLabel: (title: string) => `「${title}」 삭제`,
  deleteConfirmTitle: '게시글을 삭제할까요?',
  deleteConfirmBody: (title: string) => `「${title}」 게시글과 댓글이 모두 사라지고 되돌릴 수 없어요.`,
  deleteConfirm: '삭제하기',
  deleted: '게시글을 삭제했어요.',

  /** Writing (the channel owner only). */
  write: '글쓰기',
  writeHeading: '새 게시글',
  editHeading: '게시글 수정',
  title: '제목',
  content: '내용',
  counter: (length: number, max: number) => `${count(length)}/${count(max)}`,
  counterSpoken: (length: number, max: number) => `${count(max)}자 중 ${count(length)}자 입력`,
  markNotice: '공지로 등록',
  submit: '등록',
  save: '저장',
  sending: '저장하는 중…',
  cancel: '취소',
  titleMissing: '제목을 입력해 주세요.',
  contentMissing: '내용을 입력해 주세요.',
  posted: '게시글을 등록했어요.',
  updated: '게시글을 수정했어요.',

  /** The home page shelf. */
  homeTitle: '크리에이터 소식',
  homeMeta: (comments: number, likes: number) => `댓글 ${count(comments)} · 좋아요 ${count(likes)}`,
} as const;
