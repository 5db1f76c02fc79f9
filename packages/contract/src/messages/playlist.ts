import { episodeHeading } from '../studio-episode.ts';

/** The playlist and episode pages. (Part of the catalog, ko.ts.) */

export const playlistTexts = {
  episodes: '에피소드',
  episodeList: (count: number) => `에피소드 ${count}개`,
  share: '링크 공유',
  shareCopied: '링크를 복사했어요.',
  shareFailed: '링크를 복사하지 못했어요.',
  locked: '구매 후 들을 수 있어요',
  lockedBody: '하트로 이 에피소드를 구매하면 바로 들을 수 있어요.',
  bundle: (hearts: number) => `전체 구매 하트 ${hearts}개`,
  perEpisode: (hearts: number) => `회차당 하트 ${hearts}개`,
  backToPlaylist: '플레이리스트로 돌아가기',
  nowPlaying: '지금 재생 중',
  duration: (sec: number) =>
    sec < 60 ? `${sec}초` : `${Math.floor(sec / 60)}분 ${String(sec % 60).padStart(2, '0')}초`,
  /** `6화 · 제목`, once even when the title already starts with `6화`. */
  episodeTitle: (no: number, title: string) => episodeHeading(no, title),
} as const;
