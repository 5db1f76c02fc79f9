/**
 * The home page's popup (메인 팝업): its title, body and link are data operators set in the
 * console (site_popup, seeded with the spec's window); these are the dialog's own buttons.
 */
export const sitePopupTexts = {
  /** The link's label when the operator left it empty. */
  link: '자세히 보기',
  hideToday: '오늘 하루 보지 않기',
  close: '닫기',
} as const;
