'use client';

import { sleepMarksEndpoints } from '@sogon/contract/routes/sleep-marks.endpoints';
import type { TSleepMark } from '@sogon/contract/schemas/sleep-marks';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { parseSleepMark, pickSleepMark, SLEEP_MARK_KEY, type SleepMark } from './sleep-mark.ts';

// Loaded on first use (the fade's start, the player's first open): not part of any page's load.

const api = { sleepMarks: browserApi('sleepMarks', sleepMarksEndpoints) };

/** This browser's mark, without asking the server. */
export function localSleepMark(): SleepMark | null {
  return readLocal();
}

function readLocal(): SleepMark | null {
  try {
    return parseSleepMark(window.localStorage.getItem(SLEEP_MARK_KEY));
  } catch {
    return null;
  }
}

function writeLocal(mark: SleepMark | null): void {
  try {
    if (mark) window.localStorage.setItem(SLEEP_MARK_KEY, JSON.stringify(mark));
    else window.localStorage.removeItem(SLEEP_MARK_KEY);
  } catch {
    // Private mode or a full quota: the mark lasts for this visit only.
  }
}

const fromServer = (mark: TSleepMark): SleepMark => ({
  contentId: mark.contentId,
  position: mark.position,
  at: Date.parse(mark.at),
  title: mark.title,
  episodeNo: mark.episodeNo,
  synced: true,
});

/** The sleep timer's fade began: keep the place here, and for a member on the server too. */
export async function keepSleepMark(mark: {
  contentId: number;
  position: number;
  at: number;
}): Promise<void> {
  const local: SleepMark = { ...mark, position: Math.floor(mark.position) };
  writeLocal(local);
  try {
    const answer = await memberOnly(() =>
      api.sleepMarks.set({ body: { contentId: local.contentId, position: local.position } }),
    );
    if (answer.mark) writeLocal({ ...local, synced: true });
  } catch {
    // A visitor, offline or an episode gone: the local mark stays.
  }
}

/** The mark to offer now: this browser's or, for a member, the newer one the server keeps. */
export async function latestSleepMark(now: number): Promise<SleepMark | null> {
  const local = readLocal();
  let server: SleepMark | null | undefined;
  try {
    const answer = await memberOnly(() => api.sleepMarks.get());
    server = answer.mark ? fromServer(answer.mark) : null;
  } catch {
    server = undefined;
  }
  const chosen = pickSleepMark(local, server, now);
  if (chosen !== local) writeLocal(chosen);
  return chosen;
}

/** Used or dismissed: forgotten here and on the server, so no device offers it again. */
export async function forgetSleepMark(): Promise<void> {
  writeLocal(null);
  try {
    await memberOnly(() => api.sleepMarks.remove());
  } catch {
    // A visitor or offline: the server's mark, if any, stays until the next one replaces it.
  }
}
