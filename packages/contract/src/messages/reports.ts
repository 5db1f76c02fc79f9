import type { TReportReason } from '../schemas/reports.ts';

/** What members read when they report (신고) a comment, a post, a picture or an episode. */
export const reportTexts = {
  /** The button or menu item. */
  action: '신고',
  /** Its accessible name, e.g. `닉네임 님의 댓글 신고`. */
  commentLabel: (name: string) => `${name} 님의 댓글 신고`,
  boardLabel: '게시글 신고',
  galleryLabel: '사진 신고',
  episodeLabel: '에피소드 신고',
  dialogTitle: '신고하기',
  dialogLead: '신고 사유를 골라 주세요. 운영팀이 확인한 뒤 조치해요.',
  reasonsLegend: '신고 사유',
  reasons: {
    spam: '스팸/광고',
    abuse: '욕설/비하',
    sexual: '음란물',
    copyright: '저작권 침해',
    privacy: '개인정보 노출',
    other: '기타',
  } satisfies Record<TReportReason, string>,
  detailLabel: '자세한 내용 (선택)',
  detailHint: (max: number) => `${max}자까지 쓸 수 있어요.`,
  submit: '신고하기',
  submitting: '보내는 중…',
  cancel: '취소',
  reasonRequired: '신고 사유를 골라 주세요.',
  done: '신고가 접수되었어요.',
  loginRequired: '로그인하면 신고할 수 있어요.',
  failed: '신고하지 못했어요. 잠시 후 다시 시도해 주세요.',
  /** The API's details. */
  details: {
    targetMissing: '신고할 대상을 찾을 수 없어요.',
    ownContent: '내가 쓴 글은 신고할 수 없어요.',
    tooMany: '신고를 너무 자주 하고 있어요. 잠시 후 다시 시도해 주세요.',
    /** The channel owner tries to show or hide a comment an operator hid. */
    hiddenByOps: '운영팀이 숨긴 댓글이라 바꿀 수 없어요.',
  },
} as const;
