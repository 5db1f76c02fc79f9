/** The Korean `detail` of account API errors whose code alone does not tell a person what to do. */
export const accountDetails = {
  /** Nickname of a new member until they choose one: this plus six digits. */
  defaultNicknamePrefix: '소곤이',
  /** What others see in place of a resigned member's nickname. */
  exitedNickname: '탈퇴한 회원',
  profileImageForeign: '프로필 이미지를 다시 올려 주세요.',
  passwordWrong: '비밀번호가 올바르지 않습니다.',
  resetLinkDead: '링크가 만료되었거나 이미 사용되었어요. 비밀번호 찾기를 다시 진행해 주세요.',
  profileImageMissing: '올릴 이미지 파일을 선택해 주세요.',
  profileImageType: '이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있어요.',
  profileImageTooLarge: '5MB 이하의 이미지만 올릴 수 있어요.',
  profileImageUnreadable: '이미지를 읽을 수 없어요. 다른 이미지를 올려 주세요.',
  profileImageDimensions: '가로세로 16~8000픽셀 사이의 이미지만 올릴 수 있어요.',
  /** 429: the same member's earlier upload is still being processed (one at a time per member). */
  profileImageBusy: '앞서 올린 프로필 사진을 아직 처리하고 있어요. 처리가 끝난 뒤에 다시 올려 주세요.',
  /** 503: the upload waited too long for its turn and was cancelled before anything changed. */
  profileImageQueueFull:
    '지금 사진을 올리는 분이 많아 처리하지 못하고 취소했어요. 프로필 사진은 바뀌지 않았어요. 잠시 후 다시 올려 주세요.',
  /** 503: the re-encode ran out of time and was cancelled before anything changed. */
  profileImageCancelled:
    '사진 처리가 너무 오래 걸려 취소했어요. 프로필 사진은 바뀌지 않았어요. 잠시 후 다시 올리거나 더 작은 사진을 올려 주세요.',
  /** Login refused for too many attempts; the wait is rounded up (whole minutes from a minute on). */
  loginTooMany: (waitSeconds: number) =>
    `로그인 시도가 너무 많아요. ${waitSeconds < 60 ? `${waitSeconds}초` : `${Math.ceil(waitSeconds / 60)}분`} 뒤에 다시 시도해 주세요.`,
} as const;
