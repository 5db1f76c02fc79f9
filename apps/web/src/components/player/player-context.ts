'use client';

import type { PlayerEngine } from '@web/lib/player/engine';
import type { PlayerSnapshot } from '@web/lib/player/player-state';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** Marks the player's own regions, so ↑/↓ change the volume there and scroll pages elsewhere. */
export const PLAYER_REGION_ATTR = 'data-player-region';

export const PlayerContext = createContext<PlayerEngine | null>(null);

/** The app's one player; null while rendering on the server. */
export function usePlayer(): PlayerEngine | null {
  return useContext(PlayerContext);
}

const noop = () => () => undefined;
const none = () => null;

/** The player's state, re-rendering on every change (time included, about four times a second). */
export function usePlayerSnapshot(): PlayerSnapshot | null {
  const engine = usePlayer();
  return useSyncExternalStore(engine?.subscribe ?? noop, engine?.getSnapshot ?? none, none);
}

/** One value of the state (a primitive or a stable reference): re-renders only when it changes. */
export function usePlayerValue<T>(select: (snapshot: PlayerSnapshot) => T, fallback: T): T {
  const engine = usePlayer();
  return useSyncExternalStore(
    engine?.subscribe ?? noop,
    () => (engine ? select(engine.getSnapshot()) : fallback),
    () => fallback,
  );
}
