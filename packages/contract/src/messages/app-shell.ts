/** The installed app: the offline page, the update offer, the toast region. (Part of the catalog, ko.ts.) */

/** The installed app (issue 21): the page the service worker shows without a connection. */
export const offlinePageTexts = {
  title: '인터넷에 연결되어 있지 않아요',
  body: '연결을 확인한 뒤 다시 시도해 주세요. 연결되면 보던 페이지를 다시 불러올게요.',
  retry: '다시 시도',
} as const;

/** A new version of the site is installed and waits; it takes over when the listener says so. */
export const appUpdateTexts = {
  available: '새 버전이 있어요',
  body: '새로고침하면 바로 적용돼요.',
  apply: '새로고침',
  later: '나중에',
} as const;

export const toastTexts = {
  region: '알림',
} as const;
