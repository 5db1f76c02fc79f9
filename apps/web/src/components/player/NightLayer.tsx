'use client';

import { nightTexts } from '@sogon/contract/messages/night';
import { playerTexts } from '@sogon/contract/messages/player';
import { useToast } from '@web/components/toast/ToastProvider';
import type { PlayerEngine } from '@web/lib/player/engine';
import { SLEEP_DIM_MS, SLEEP_OFF, type SleepSetting } from '@web/lib/player/sleep-timer';
import { formatClock } from '@web/lib/player/time';
import { extendAwake } from '@web/lib/sleep/extend';
import { bindNightTimer } from '@web/lib/sleep/night-binding';
import { type SleepMark, worthOffering } from '@web/lib/sleep/sleep-mark';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { usePlayerValue } from './player-context.ts';

// The dimmed screen and the sleep-mark offer load when first shown; the store when first asked.
const SleepDimOverlay = lazy(() => import('./SleepDimOverlay.tsx'));
const SleepMarkOffer = lazy(() => import('./SleepMarkOffer.tsx'));
const loadStore = () => import('@web/lib/sleep/sleep-mark-store');

/**
 * The night listening parts of the player (issue 42): the automatic night timer, the dimmed
 * screen of the timer's last minute with its one-tap "10분 더", and 잠든 곳부터.
 */
export function NightLayer({ engine }: { engine: PlayerEngine }) {
  const { toast } = useToast();

  useEffect(
    () =>
      bindNightTimer(engine, (minutes) => toast(nightTexts.autoStarted(playerTexts.sleepMinutes(minutes)))),
    [engine, toast],
  );

  const extend = useCallback(() => {
    extendAwake(engine);
    toast(nightTexts.extended(formatClock((engine.sleepRemainingMs() ?? 0) / 1000)));
  }, [engine, toast]);

  const dim = useDimmed(engine);
  const { mark, otherEpisode, resume, close } = useSleepMarkOffer(engine);

  return (
    <>
      {dim.shown ? (
        <Suspense fallback={null}>
          <SleepDimOverlay onExtend={extend} onDismiss={dim.dismiss} />
        </Suspense>
      ) : null}
      {mark ? (
        <Suspense fallback={null}>
          <SleepMarkOffer mark={mark} otherEpisode={otherEpisode} onResume={resume} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The timer's last minute while playing, unless the listener closed the dimmed screen for this timer. */
function useDimmed(engine: PlayerEngine): { shown: boolean; dismiss: () => void } {
  const sleep = usePlayerValue((s) => s.sleep, SLEEP_OFF);
  const playing = usePlayerValue((s) => s.playing, false);
  const [dim, setDim] = useState(false);
  const [dismissedFor, setDismissedFor] = useState<SleepSetting | null>(null);

  useEffect(() => {
    if (sleep.kind === 'off' || !playing) {
      setDim(false);
      return;
    }
    const check = () => {
      const remaining = engine.sleepRemainingMs();
      setDim(remaining !== null && remaining > 0 && remaining <= SLEEP_DIM_MS);
    };
    check();
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  }, [engine, sleep, playing]);

  const dismiss = useCallback(() => setDismissedFor(sleep), [sleep]);
  return { shown: dim && dismissedFor !== sleep, dismiss };
}

/**
 * 잠든 곳부터: at the player's first open in this tab, the newest mark (this browser's or, for a
 * member, the server's) of any episode; at each later episode start, this browser's mark when
 * it is of that episode. Not offered when the episode starts near the mark anyway.
 */
function useSleepMarkOffer(engine: PlayerEngine) {
  const contentId = usePlayerValue((s) => (s.status === 'ready' ? s.contentId : null), null);
  const [mark, setMark] = useState<SleepMark | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (contentId === null) return;
    const first = !opened.current;
    opened.current = true;
    let live = true;
    void loadStore()
      .then(async (store) => {
        const found = first ? await store.latestSleepMark(Date.now()) : store.localSleepMark();
        if (!live) return;
        const here = found?.contentId === contentId;
        const startAt = engine.element?.currentTime ?? engine.getSnapshot().time;
        setMark(found && (here ? worthOffering(found, startAt) : first) ? found : null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [engine, contentId]);

  const forget = useCallback(() => {
    setMark(null);
    void loadStore()
      .then((store) => store.forgetSleepMark())
      .catch(() => undefined);
  }, []);

  const resume = useCallback(() => {
    if (!mark) return;
    if (mark.contentId === engine.getSnapshot().contentId) {
      engine.seek(mark.position);
      engine.play();
    } else {
      engine.play(mark.contentId, { startAt: mark.position });
    }
    forget();
  }, [engine, mark, forget]);

  return { mark, otherEpisode: mark !== null && mark.contentId !== contentId, resume, close: forget };
}
