/** Words many screens share: buttons, counts, media types, time. (Part of the catalog, ko.ts.) */

export const commonTexts = {
  confirm: '확인',
  cancel: '취소',
  close: '닫기',
  more: '더보기',
  loading: '불러오는 중…',
  empty: '아직 준비된 콘텐츠가 없어요.',
  free: '무료',
  paid: '유료',
  adultOnly: '19세 이상',
  episodes: (count: number) => `${count}화`,
  hearts: (count: number) => `하트 ${count}개`,
} as const;

export const mediaTypeTexts = { audio: 'ASMR', video: '영상', audiotoon: '오디오툰' } as const;

export const timeTexts = {
  justNow: '방금 전',
} as const;
