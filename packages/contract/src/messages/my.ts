/** My page and resigning. (Part of the catalog, ko.ts.) */

export const myTexts = {
  title: '마이페이지',
  profile: '프로필',
  nickname: '닉네임',
  nicknameHint: '2~20자로 입력해 주세요.',
  save: '저장',
  saved: '저장했어요.',
  photo: '프로필 사진',
  changePhoto: '사진 변경',
  removePhoto: '사진 삭제',
  photoHint: 'JPG, PNG, WEBP, GIF · 5MB 이하',
  uploading: '올리는 중…',
  account: '계정',
  hearts: '하트',
  heartHistory: '충전·사용 내역',
  /** The balance on the 하트 card: 보유 하트 120개. */
  balance: (hearts: number) => `보유 하트 ${hearts.toLocaleString('ko-KR')}개`,
  /** The header's balance link: its name is "내 하트 120개", its face a heart and the number. */
  headerHearts: '내 하트',
  /** For a member without a channel, instead of 크리에이터 스튜디오 and 채널 통계. */
  creatorApply: '크리에이터 신청',
  loginMethod: '로그인 방법',
  joinedWith: (provider: string) => `${provider} 계정`,
  alarm: '이벤트·혜택 알림',
  alarmOn: '알림 받기',
  verification: '본인 인증',
  verified: '인증 완료',
  verifiedUntil: (date: string) => `인증 완료 · ${date}까지 유효`,
  verificationLapsed: '인증 기간(1년)이 지났어요.',
  verifyAgain: '다시 인증하기',
  notVerified: '미인증',
  verifyNow: '본인 인증하기',
  logout: '로그아웃',
  resign: '회원 탈퇴',
  needLogin: '로그인이 필요한 페이지예요.',
} as const;

export const resignTexts = {
  title: '회원 탈퇴',
  lead: '탈퇴하면 계정 정보와 보유한 하트, 구매한 콘텐츠를 더 이상 이용할 수 없어요.',
  notes: [
    '구매·결제 기록은 전자상거래법에 따라 5년간 보관된 뒤 파기됩니다.',
    '탈퇴 후 30일 동안은 같은 계정으로 다시 가입하거나 로그인할 수 없어요.',
    '작성한 댓글과 게시글은 자동으로 삭제되지 않아요.',
  ],
  reason: '탈퇴 사유',
  reasons: ['이용 빈도가 낮아요', '원하는 콘텐츠가 없어요', '가격이 부담돼요', '다른 계정이 있어요', '기타'],
  password: '비밀번호 확인',
  agree: '안내 사항을 모두 확인했으며 탈퇴에 동의합니다.',
  submit: '탈퇴하기',
  confirmTitle: '정말 탈퇴하시겠어요?',
  done: '탈퇴가 완료되었어요. 그동안 소곤을 이용해 주셔서 감사합니다.',
} as const;
