import type { SnsProvider } from '../schemas/user.ts';

/** What a person reads around social login: API details and the sandbox provider's pages. */
export const snsTexts = {
  providerName: { google: '구글', kakao: '카카오', naver: '네이버' } satisfies Record<SnsProvider, string>,
  stateExpired: '로그인 요청이 만료되었어요. 다시 시도해 주세요.',
  providerMismatch: '로그인 요청이 올바르지 않아요. 다시 시도해 주세요.',
  providerUnavailable: '지금은 이 방법으로 로그인할 수 없어요.',
  providerFailed: (name: string) => `${name} 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.`,
  accountUnavailable: '로그인할 계정을 만들지 못했어요. 잠시 후 다시 시도해 주세요.',
  sandbox: {
    badge: '테스트 환경',
    pageTitle: (name: string) => `${name} 계정으로 로그인 (테스트)`,
    heading: (name: string) => `${name} 계정으로 소곤에 로그인`,
    notice: (name: string) =>
      `실제 ${name} 서버 대신 소곤이 직접 운영하는 테스트용 로그인 화면이에요. 입력한 정보로 가상의 ${name} 계정이 만들어져요.`,
    consent: '소곤이 이름과 이메일 주소를 받아 회원 정보로 사용하는 데 동의합니다.',
    nickname: '이름',
    email: '이메일',
    // Neither "이름" nor "이메일" in it: those two labels must each name one field alone.
    emailUnverified: '인증을 마치지 않은 메일 주소로 시험하기',
    emailUnverifiedHint: '소곤은 인증되지 않은 이메일을 로그인 아이디로 쓰지 않아요.',
    submit: '동의하고 계속하기',
    cancel: '취소',
    testNickname: (name: string) => `${name} 테스트 회원`,
    nicknameInvalid: '이름을 1~20자로 입력해 주세요.',
    emailInvalid: '이메일 주소를 확인해 주세요.',
    errorTitle: '잘못된 로그인 요청',
    invalidClient: '등록되지 않은 서비스이거나 돌아갈 주소가 올바르지 않아요. 처음부터 다시 시도해 주세요.',
    home: '소곤 홈으로',
  },
} as const;
