'use client';

import { errorMessages } from '@sogon/contract/messages/errors';
import { useToast } from '@web/components/toast/ToastProvider';
import type { PlayerEngine } from '@web/lib/player/engine';
import { primeMediaInGesture } from '@web/lib/player/gesture-media';
import { loadHls } from '@web/lib/player/hls-loader';
import { whenIdle } from '@web/lib/when-idle';
import { type ReactNode, useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { type PlayerAccess, PlayerContext } from './player-context.ts';

type Runtime = typeof import('./PlayerRuntime.tsx');
interface Loaded {
  engine: PlayerEngine;
  Layer: Runtime['PlayerLayer'];
  preloadFullView: Runtime['preloadFullView'];
}

const none = () => null;

/** The listener asked the browser to save data: nothing is fetched ahead of a press. */
function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * The persistent player's place in the root layout, kept small: the player itself (engine,
 * media elements, HLS, Web Audio, sleep timer, reporting, the mini bar and the full view) is
 * loaded by the first play, or ahead of it by a page with a play button (usePreloadPlayer).
 * Once loaded it lives as long as the tab, so playback continues across pages.
 */
export function PlayerHost({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const loadedRef = useRef<Loaded | null>(null);
  const listeners = useRef(new Set<() => void>());
  const loading = useRef<Promise<Loaded> | null>(null);
  const preloading = useRef(false);

  const load = useCallback((): Promise<Loaded> => {
    loading.current ??= import('./PlayerRuntime.tsx').then(
      (runtime) => {
        const engine = runtime.createPlayer((message) => toastRef.current(message));
        const value = { engine, Layer: runtime.PlayerLayer, preloadFullView: runtime.preloadFullView };
        loadedRef.current = value;
        for (const listener of listeners.current) listener();
        return value;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, []);

  // One value for the tab's life: a context value that changed when the player loaded would reach
  // every part of the page still waiting to hydrate (decision 048), and React would drop their
  // server HTML and render them anew. Components read the engine through its own subscription.
  const access = useMemo<PlayerAccess>(
    () => ({
      engine: () => loadedRef.current?.engine ?? null,
      subscribe(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      run(action) {
        const current = loadedRef.current;
        if (current) {
          action(current.engine);
          return;
        }
        primeMediaInGesture();
        load().then(
          (value) => action(value.engine),
          () => toastRef.current(errorMessages.ERROR_SERVICE_UNAVAILABLE, { kind: 'error' }),
        );
      },
      async loadAll() {
        const [value] = await Promise.all([load(), loadHls()]);
        await value.preloadFullView();
      },
      preload() {
        if (preloading.current || loadedRef.current) return;
        preloading.current = true;
        if (savingData()) return;
        whenIdle(() => {
          load().catch(() => undefined);
          loadHls().catch(() => undefined);
        });
      },
    }),
    [load],
  );

  const loaded = useSyncExternalStore(access.subscribe, () => loadedRef.current, none);

  return (
    <PlayerContext.Provider value={access}>
      {children}
      {loaded ? <loaded.Layer engine={loaded.engine} /> : null}
    </PlayerContext.Provider>
  );
}
