/** The site's name and description, the main menu and the footer. (Part of the catalog, ko.ts.) */

export const siteTexts = {
  name: '소곤',
  title: '소곤 - ASMR·오디오툰 스트리밍',
  description: '인기 크리에이터들이 들려주는 이야기, ASMR·오디오툰 플랫폼 소곤',
  keywords: ['소곤', 'ASMR', '오디오툰', '수면 ASMR', '힐링 사운드', '오디오 드라마', '크리에이터'],
  shareImageAlt: '소곤 - 인기 크리에이터의 ASMR·오디오툰 스트리밍',
  sandboxBadge: '테스트 환경',
} as const;

export const navTexts = {
  home: '홈',
  skipToContent: '본문으로 건너뛰기',
  mainMenu: '주 메뉴',
  login: '로그인',
  logout: '로그아웃',
  search: '검색',
  charge: '하트 충전',
  library: '보관함',
  notice: '공지사항',
  faq: '자주 묻는 질문',
  top100: 'TOP 100',
  video: '영상',
  menu: '메뉴',
} as const;

export const footerTexts = {
  company: '(주)소곤',
  terms: '이용약관',
  privacy: '개인정보 처리방침',
  youth: '청소년 보호정책',
  contact: '고객센터',
  /** The footer's link to 1:1 문의 (issue 39). */
  inquiry: '고객센터 · 1:1 문의',
  links: '도움말 및 약관',
} as const;
