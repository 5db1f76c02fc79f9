'use client';

import type { PlayerEngine } from '@web/lib/player/engine';
import type { PlayerSnapshot } from '@web/lib/player/player-state';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

/** Marks the player's own regions, so ↑/↓ change the volume there and scroll pages elsewhere. */
export const PLAYER_REGION_ATTR = 'data-player-region';

/**
 * What the root layout's PlayerHost gives every page. The player (engine, mini bar, full view)
 * is a chunk of its own that loads on the first play, or earlier while a page with a play
 * button is idle; until then `engine()` is null. The value never changes (the engine loading is
 * told through `subscribe`), so it never reaches parts of a page that hydrate later.
 */
export interface PlayerAccess {
  /** The engine once loaded, else null; `subscribe` tells when it loaded. */
  engine(): PlayerEngine | null;
  subscribe(listener: () => void): () => void;
  /** Runs `action` on the engine: at once when it has loaded (inside the click), else once it has. */
  run(action: (engine: PlayerEngine) => void): void;
  /** Loads the player and hls.js at the page's next idle moment (once; not on Save-Data). */
  preload(): void;
  /** Loads every part of the player now, the full view included (before saving for offline). */
  loadAll(): Promise<void>;
}

export const PlayerContext = createContext<PlayerAccess | null>(null);

const noop = () => () => undefined;
const none = () => null;

/** The app's one player; null while rendering on the server, hydrating, and until it has loaded. */
export function usePlayer(): PlayerEngine | null {
  const access = useContext(PlayerContext);
  return useSyncExternalStore(access?.subscribe ?? noop, access?.engine ?? none, none);
}

const never = () => undefined;

/** What a play button does with the player: `run((engine) => engine.play(id))`, loading it first if needed. */
export function usePlayerAction(): PlayerAccess['run'] {
  return useContext(PlayerContext)?.run ?? never;
}

const nothing = async () => undefined;

/** Loads the whole player now (lib/offline: a saved episode plays and opens its full view offline). */
export function usePlayerLoadAll(): PlayerAccess['loadAll'] {
  return useContext(PlayerContext)?.loadAll ?? nothing;
}

/** For components with a play button: the player loads while the page idles, so the first press starts at once. */
export function usePreloadPlayer(): void {
  const access = useContext(PlayerContext);
  useEffect(() => access?.preload(), [access]);
}

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
