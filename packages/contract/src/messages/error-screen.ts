/**
 * The error screen's texts (the catalog's `ko.errorScreen`), in a module of their own: the
 * browser's error boundaries show them without loading the whole catalog.
 */
export const errorScreenTexts = {
  title: '서비스 이용이 원활하지 않습니다',
  body: '이용에 불편을 드려 죄송합니다. 잠시 후 다시 이용해 주세요.',
  home: '홈으로 가기',
  retry: '다시 시도',
  imageAlt: '',
} as const;

export const notFoundTexts = {
  title: '페이지를 찾을 수 없습니다',
  body: '주소가 바뀌었거나 삭제된 페이지예요.',
} as const;
