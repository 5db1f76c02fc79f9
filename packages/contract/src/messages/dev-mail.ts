/** The development mailbox. (Part of the catalog, ko.ts.) */

export const devMailTexts = {
  title: '개발용 메일함',
  lead: '개발 환경에서 보낸 메일은 실제로 발송되지 않고 여기에 쌓여요.',
  empty: '받은 메일이 없어요.',
  to: '받는 사람',
  raw: '원본 보기',
} as const;
