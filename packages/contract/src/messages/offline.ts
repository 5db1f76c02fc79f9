/**
 * Korean texts of saved episodes (issue 21, 저장): why the API refuses a licence, what the
 * worker answers offline, and the 저장 button and the 저장됨 list.
 */
export const offlineTexts = {
  /** The API refuses a licence: only episodes the member may play in full are saved. */
  notFull: '전체를 들을 수 있는 에피소드만 저장할 수 있어요.',
  /** The package is not ready yet (a transcode is running). */
  notReady: '아직 변환 중인 에피소드예요. 잠시 후 다시 저장해 주세요.',
  /** Offline: the licence of a saved copy is past its expiry. */
  expired: '저장한 에피소드의 이용 기간이 끝났어요. 인터넷에 한 번 연결하면 다시 들을 수 있어요.',
  /** Offline: the saved copy belongs to another member (or nobody is signed in). */
  otherMember: '이 기기에 저장한 다른 계정의 에피소드예요. 저장한 계정으로 로그인해 주세요.',
  save: '저장',
  saving: (percent: number) => `저장 중 ${percent}%`,
  saved: '저장됨',
  cancel: '저장 취소',
  failed: '저장하지 못했어요. 연결을 확인하고 다시 시도해 주세요.',
  tab: '저장됨',
  /** Offline, a page that is not saved: the offline page links here. */
  openSaved: '저장한 에피소드 듣기',
  empty: '저장한 에피소드가 없어요. 에피소드의 저장 버튼을 누르면 인터넷 없이도 들을 수 있어요.',
  play: (title: string) => `${title} 재생`,
  remove: '삭제',
  removeAll: '모두 삭제',
  storage: (used: string, available: string) => `사용 중 ${used} · 남은 공간 ${available}`,
  expiresOn: (date: string) => `${date}까지 들을 수 있어요`,
  quality: { standard: '표준', high: '고음질' },
  /** The choice in 저장됨: the rendition the next save keeps (표준 unless changed). */
  qualityLabel: '저장 음질',
} as const;
