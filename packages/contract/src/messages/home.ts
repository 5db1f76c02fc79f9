/** The home page. (Part of the catalog, ko.ts.) */

export const homeTexts = {
  heading: '소곤 홈',
  bannerRegion: '추천 배너',
  sectionMore: (title: string) => `${title} 더보기`,
} as const;
