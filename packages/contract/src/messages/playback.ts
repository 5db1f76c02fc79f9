/** Whole minutes for a person: '5분', under a minute '1분 미만'; an hour and more '1시간 5분'. */
export function spokenDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return '1분 미만';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}

/** Korean texts of resume, history and likes: the 이어 듣기 shelf, 최근 재생 in 보관함, the like button. */
export const playbackTexts = {
  /** The shelf on the home page. */
  continueListening: '이어 듣기',
  /** The section in 보관함. */
  recent: '최근 재생',
  recentEmpty: '최근 재생한 콘텐츠가 없어요.',
  /** The progress bar's accessible label, e.g. '12분 중 5분 들음'. */
  progress: (playtimeSec: number, durationSec: number) =>
    `${spokenDuration(durationSec)} 중 ${spokenDuration(playtimeSec)} 들음`,
  finished: '다 들음',
  /** Link label of a card: episode, playlist and where it resumes. */
  openLabel: (playlistTitle: string, title: string) => `${playlistTitle} - ${title} 이어 듣기`,
  remove: '삭제',
  removeLabel: (playlistTitle: string) => `${playlistTitle} 최근 재생 기록 삭제`,
  removed: '최근 재생 기록에서 삭제했어요.',
  removeFailed: '삭제하지 못했어요. 잠시 후 다시 시도해 주세요.',
  more: '더보기',

  like: '좋아요',
  liked: '좋아요 취소',
  likeCount: (count: number) => `좋아요 ${count.toLocaleString('ko-KR')}개`,
  loginToLike: '로그인하고 좋아요를 누를 수 있어요.',
};
