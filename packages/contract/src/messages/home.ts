/** The home page. (Part of the catalog, ko.ts.) */

export const homeTexts = {
  heading: '소곤 홈',
  bannerRegion: '추천 배너',
  /** A home section's link to its whole list: '더보기' seen, '새로 나온 콘텐츠 더보기' heard. */
  more: '더보기',
  sectionMore: (title: string) => `${title} 더보기`,
} as const;
