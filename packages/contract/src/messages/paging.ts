/** 이전/다음 page links of a list with a known total (the console's members, 1:1 문의). */
export const pagingTexts = {
  label: '페이지 이동',
  previous: '이전',
  next: '다음',
  previousPage: (page: number) => `이전 페이지 (${page}페이지)`,
  nextPage: (page: number) => `다음 페이지 (${page}페이지)`,
  position: (page: number, pageCount: number) => `${page} / ${pageCount} 페이지`,
} as const;
