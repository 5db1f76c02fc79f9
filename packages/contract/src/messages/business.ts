/** Korean texts of the footer's business details (the BUSINESS_* configuration). */
export const businessTexts = {
  labels: {
    name: '상호',
    representative: '대표자',
    registrationNumber: '사업자등록번호',
    mailOrderNumber: '통신판매업 신고번호',
    address: '주소',
    phone: '고객센터 전화',
    email: '고객센터 이메일',
    supportHours: '운영 시간',
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
    supportHours: '평일 10:00~18:00',
    hostingProvider: '주식회사 소곤',
  },
  /**
   * What a demo (SEED_DEMO) shows for each detail the operator has not set: plausible, and not
   * anyone's (the registration number fails the 국세청 check digit, so no real business has it).
   */
  demo: {
    name: '주식회사 소곤미디어',
    representative: '김서윤',
    registrationNumber: '514-86-20391',
    mailOrderNumber: '제2026-서울마포-0417호',
    address: '서울특별시 마포구 월드컵북로 400, 5층 (상암동)',
    phone: '1644-5270',
    email: 'help@sogon.kr',
    supportHours: '평일 10:00~18:00 (점심 12:30~13:30, 주말·공휴일 휴무)',
    hostingProvider: '네이버클라우드 주식회사',
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
