/** Korean `detail` texts the API sends for comments and boards (the web shows them as toasts). */
export const communityDetails = {
  /** Shown in place of the name of a member who has left. */
  exitedMember: '탈퇴한 회원',
  replyTargetMissing: '답글을 달 댓글을 찾을 수 없어요.',
  commentMissing: '댓글을 찾을 수 없어요.',
  notYourComment: '내가 쓴 댓글만 삭제할 수 있어요.',
  notModerator: '채널 운영자만 댓글을 숨길 수 있어요.',
  commentTooFast: '댓글을 너무 빨리 쓰고 있어요. 잠시 후 다시 시도해 주세요.',
  boardMissing: '게시글을 찾을 수 없어요.',
  notChannelOwner: '채널 운영자만 게시글을 쓰고 고칠 수 있어요.',
} as const;
