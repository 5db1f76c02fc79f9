/** Login, join, SNS login, password reset; the blocked-account and logout screens. (Part of the catalog, ko.ts.) */

export const blockedTexts = {
  title: '이용이 제한된 계정입니다',
  body: '운영 정책 위반으로 서비스 이용이 제한되었습니다. 자세한 내용은 고객센터로 문의해 주세요.',
} as const;

export const logoutTexts = {
  title: '로그아웃 중…',
  done: '로그아웃되었습니다.',
} as const;

export const authTexts = {
  email: '이메일',
  emailPlaceholder: 'example@email.com',
  password: '비밀번호',
  passwordPlaceholder: '6자리 이상 입력해 주세요',
  passwordConfirm: '비밀번호 확인',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요.',
  showPassword: '비밀번호 보기',
  hidePassword: '비밀번호 숨기기',
  login: '로그인',
  loginTitle: '소곤 로그인',
  loginLead: '로그인하고 좋아하는 크리에이터의 이야기를 이어서 들어 보세요.',
  loggingIn: '로그인 중…',
  loginWith: (provider: string) => `${provider}로 계속하기`,
  or: '또는',
  noAccount: '아직 회원이 아니신가요?',
  goJoin: '이메일로 회원가입',
  forgotPassword: '비밀번호를 잊으셨나요?',
  sandboxNotice: '테스트 환경: 소셜 로그인은 개발용 로그인 서버로 연결됩니다.',
  providers: { google: '구글', kakao: '카카오', naver: '네이버', email: '이메일', sandbox: '테스트' },
  join: {
    title: '회원가입',
    lead: '이메일로 가입하고 본인 인증을 완료하면 가입 축하 코인을 드려요.',
    submit: '가입하기',
    submitting: '가입하는 중…',
    consents: '약관 동의',
    agreeAll: '모두 동의합니다',
    policy: '이용약관 동의',
    privacy: '개인정보 수집 및 이용 동의',
    alarm: '이벤트·혜택 알림 수신 동의',
    /** Issue 39: Korean sign-ups ask it; under-14s need a guardian's consent (개인정보 보호법 제22조의2). */
    ageOver14: '만 14세 이상입니다',
    required: '(필수)',
    optional: '(선택)',
    view: '보기',
    hasAccount: '이미 회원이신가요?',
  },
  sns: {
    title: '소셜 로그인',
    working: '로그인 정보를 확인하고 있어요…',
    failed: '로그인하지 못했어요',
    cancelled: '로그인을 취소했어요.',
    retry: '다시 로그인하기',
    popupDone: '로그인되었어요. 이 창은 곧 닫힙니다.',
  },
  findAccount: {
    title: '비밀번호 찾기',
    lead: '가입한 이메일 주소를 입력하면 비밀번호 재설정 링크를 보내 드려요.',
    submit: '재설정 메일 보내기',
    sent: '입력한 주소로 가입된 계정이 있다면 재설정 메일을 보냈어요. 메일함을 확인해 주세요. 링크는 30분 동안 한 번만 쓸 수 있어요.',
    snsHint: '카카오·네이버·구글로 가입했다면 해당 서비스로 로그인해 주세요.',
    resetTitle: '새 비밀번호 설정',
    resetLead: (uid: string) => `${uid} 계정의 새 비밀번호를 입력해 주세요.`,
    newPassword: '새 비밀번호',
    resetSubmit: '비밀번호 변경',
    resetDone: '비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요.',
    checking: '링크를 확인하고 있어요…',
  },
} as const;
