/** The home page's notice popup, shown during the spec's popup window (section 9). */
export const sitePopupTexts = {
  title: '소곤 이벤트 안내',
  body: '소곤에서 진행 중인 이벤트를 확인하고 하트 혜택을 받아 보세요.',
  link: '이벤트 보러 가기',
  hideToday: '오늘 하루 보지 않기',
  close: '닫기',
} as const;
