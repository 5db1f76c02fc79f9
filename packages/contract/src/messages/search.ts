/** Korean texts of search: the page, the box and its suggestions. */
export const searchTexts = {
  title: '검색',
  pageTitle: (keyword: string) => `'${keyword}' 검색 결과`,
  description: '소곤에서 듣고 싶은 ASMR을 제목, 채널, 태그로 찾아보세요.',
  descriptionFor: (keyword: string) => `'${keyword}'에 맞는 소곤의 ASMR 플레이리스트`,
  placeholder: '제목, 채널, 태그 또는 초성(ㅂㅅㄹ) 검색',
  label: '검색어',
  submit: '검색',
  suggestions: '추천 검색어',
  loading: '검색 중이에요…',
  prompt: '듣고 싶은 ASMR을 검색해 보세요.',
  empty: (keyword: string) => `'${keyword}'에 맞는 결과가 없어요.`,
  emptyHint: '다른 검색어나 초성으로 다시 찾아보세요.',
  resultCount: (count: number) => `결과 ${count}개`,
  resultsHeading: '검색 결과',
  /** Under a card found by its channel's name only. */
  matchedChannel: '채널 이름이 일치해요',
  /** Under a card found by a similar word only (a typo). */
  matchedSimilar: '비슷한 검색어로 찾았어요',
  /** Above results that are all similar-word hits. */
  similarOnly: (keyword: string) =>
    `'${keyword}' 검색어와 정확히 일치하는 결과가 없어 비슷한 결과를 보여 드려요.`,
  more: '더 보기',
  loadFailed: '결과를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  noSuggestions: '추천 검색어가 없어요.',
  suggestionCount: (count: number) => `추천 검색어 ${count}개`,
  sortLabel: '정렬',
  sorts: { relevance: '정확도순', new: '최신순', popular: '인기순' },
  tooLong: '검색어는 50자까지 입력할 수 있어요.',
  /** The empty search page: what others search, and what this person searched on this device. */
  popularHeading: '인기 검색어',
  recentHeading: '최근 검색어',
  recentEmpty: '최근 검색한 기록이 없어요.',
  recentClear: '전체 삭제',
  recentRemove: (keyword: string) => `'${keyword}' 검색 기록 삭제`,
  recentRemoved: (keyword: string) => `'${keyword}' 검색 기록을 삭제했어요.`,
  recentCleared: '최근 검색어를 모두 삭제했어요.',
};
