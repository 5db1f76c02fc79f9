/** The modals every page can open: alert, identity verification, welcome, login prompt. (Part of the catalog, ko.ts.) */

export const modalTexts = {
  alert: { confirm: '확인', heartIconAlt: '하트' },
  verification: {
    title: '본인 인증',
    bannerTitle: '본인 인증하고 코인 받기',
    bannerBody: '지금 본인 인증을 완료하면 가입 축하 코인을 드려요.',
    eventBannerTitle: '이벤트 참여를 위해 본인 인증이 필요해요',
    eventBannerBody: '인증을 완료하면 이벤트 혜택이 바로 지급됩니다.',
    explanation: '중복 혜택 방지를 위해 본인 인증이 필요합니다.',
    ownPhoneNotice: '본인 명의의 휴대폰으로만 인증할 수 있습니다.',
    /** Spec section 3: three actions, the phone-based PASS (faPass), Kakao and the standard PASS. */
    faPass: 'PASS 앱 인증',
    kakao: '카카오 인증',
    phone: '휴대폰 인증',
    close: '본인 인증 닫기',
  },
  welcome: {
    title: '회원가입을 축하합니다!',
    body: '본인 인증 완료시 코인이 지급됩니다',
    confirm: '확인',
  },
  login: {
    title: '로그인',
    body: '로그인하고 좋아하는 크리에이터의 콘텐츠를 들어 보세요.',
    go: '로그인하러 가기',
  },
} as const;
