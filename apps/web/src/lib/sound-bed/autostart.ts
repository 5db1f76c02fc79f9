import type { BedPlayer } from './controller.ts';
import { anySoundOn, type BedStorage, bedStorage } from './settings.ts';

/**
 * A bed the listener left on comes back with the first play of the visit: its code (the
 * generators and the mixer, a chunk of their own) loads then, never with the page. Returns the
 * unsubscribe.
 */
export function resumeSavedBed(player: BedPlayer, storage: BedStorage = bedStorage()): () => void {
  if (!anySoundOn(storage.load())) return () => undefined;
  const unsubscribe = player.subscribe(() => {
    if (!player.getSnapshot().playing) return;
    unsubscribe();
    void import('./controller.ts').then(({ soundBedFor }) => soundBedFor(player));
  });
  return unsubscribe;
}
