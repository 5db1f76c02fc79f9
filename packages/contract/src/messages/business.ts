/** Korean texts of the footer's business details (the BUSINESS_* configuration). */
export const businessTexts = {
  labels: {
    name: '상호',
    representative: '대표자',
    registrationNumber: '사업자등록번호',
    mailOrderNumber: '통신판매업 신고번호',
    address: '주소',
    phone: '전화',
    email: '이메일',
    hostingProvider: '호스팅 제공자',
  },
  /** Shown, marked 예시, for a detail the operator has not configured. */
  examples: {
    name: '주식회사 소곤',
    representative: '홍길동',
    registrationNumber: '000-00-00000',
    mailOrderNumber: '제0000-서울강남-00000호',
    address: '서울특별시 강남구 강남대로 000',
    phone: '02-000-0000',
    email: 'help@sogon.example',
    hostingProvider: '주식회사 소곤',
  },
  example: '예시',
  /** The 공정거래위원회 page that confirms the registration (opens in a new window). */
  check: '사업자정보확인',
  newWindow: '새 창',
  /**
   * The line Korean stores print under their details: the English formula, with the 상호 as
   * the holder, is what shoppers are used to seeing there.
   */
  copyright: (holder: string) => `Copyright © ${holder} All rights reserved.`,
} as const;
