import type { PlayerSnapshot } from '../player/player-state.ts';
import { anySoundOn, type BedSettings } from './settings.ts';

/** What the bed does for a state of the player: sound, go quiet, or stay as it is. */
export type BedCue = 'play' | 'stop' | 'hold';

/**
 * The rule of decision 073: the bed follows the episode's play and pause, unless 계속 재생 is on;
 * then it plays while the player is open, paused or not. Closing the player stops it either way.
 * While the next episode loads it holds, so a change of episode does not break it.
 */
export function bedCue(player: Pick<PlayerSnapshot, 'status' | 'playing'>, settings: BedSettings): BedCue {
  if (!anySoundOn(settings) || player.status === 'idle') return 'stop';
  if (settings.keepPlaying || player.playing) return 'play';
  return player.status === 'loading' ? 'hold' : 'stop';
}
