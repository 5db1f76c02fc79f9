import { formatKstDate, kstParts } from '../time/kst.ts';

/** Korean texts of scheduled episodes and 선공개 (ADR 066): badges, the open time, notifications. */
export const scheduleTexts = {
  /** The badge of an episode a member hears before its public open time. */
  earlyBadge: '선공개',
  /** Beside the badge: when everyone else can hear it. */
  publicOpen: (at: Date | string) => {
    const { hour, minute } = kstParts(at);
    return `${formatKstDate(at)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} 전체 공개`;
  },
  /** The in-app notification to a channel's followers when an episode opens. */
  newEpisodeTitle: (channel: string) => `${channel}에 새 에피소드가 올라왔어요`,
  earlyEpisodeTitle: (channel: string) => `${channel} 멤버 선공개 에피소드가 열렸어요`,
  newEpisodeBody: (playlist: string, episode: string) => `${playlist} · ${episode}`,
} as const;
