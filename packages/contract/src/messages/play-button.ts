import { episodeHeading } from '../studio-episode.ts';

/**
 * The play buttons of playlist and episode pages (part of playerTexts, player.ts): in a module of
 * their own so the pages carry these few texts, not the whole player's (it loads on the first play).
 */
export const playButtonTexts = {
  play: '재생',
  pause: '일시정지',
  resumeEpisode: (no: number) => `${no}화 이어 듣기`,
  playEpisode: (no: number, title: string) => `${no}화 ${title} 재생`,
  pauseEpisode: (no: number, title: string) => `${no}화 ${title} 일시정지`,
  /** `6화 · 제목`, once even when the title already starts with `6화`. */
  episodeTitle: (no: number, title: string) => episodeHeading(no, title),
  /** The episode page's play button: this episode was the last one played, or it is locked. */
  resume: '이어 듣기',
  preview: '미리듣기',
};
