/*
 * Moment links (issue 42): `?t=` on an episode's address names where playback starts. The forms
 * accepted are whole seconds (`75`, `75s`), YouTube's units (`1m15s`, `1h2m3s`) and a clock
 * (`1:15`, `1:02:03`); anything else is no moment at all.
 */

/** The query parameter a moment link carries. */
export const MOMENT_PARAM = 't';

/** The longest moment a link may name: beyond any episode (24 hours). */
const MAX_MOMENT_SEC = 24 * 3600;

const UNITS = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,5})s?)?$/;
const CLOCK = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/;

/** Seconds from a `?t=` value, or null when it is absent, malformed or out of range. */
export function parseMoment(value: string | null | undefined): number | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return null;
  let seconds: number;
  const clock = CLOCK.exec(text);
  const units = clock ? null : UNITS.exec(text);
  if (clock) {
    const [, h = '0', m = '0', s = '0'] = clock;
    if (Number(s) >= 60 || (clock[1] !== undefined && Number(m) >= 60)) return null;
    seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  } else if (units) {
    const [, h = '0', m = '0', s = '0'] = units;
    // A bare number of units with no seconds part ("1h") is fine; "h" alone matched nothing.
    if (units[1] === undefined && units[2] === undefined && units[3] === undefined) return null;
    seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  } else {
    return null;
  }
  return seconds <= MAX_MOMENT_SEC ? seconds : null;
}

/** "01:15", "59:59", "1:02:03": a moment as 보관함 and the share texts show it. */
export function formatMoment(totalSec: number): string {
  const sec = Number.isFinite(totalSec) ? Math.max(0, Math.floor(totalSec)) : 0;
  const h = Math.floor(sec / 3600);
  const mm = String(Math.floor((sec % 3600) / 60)).padStart(2, '0');
  const ss = String(sec % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * Where an asked-for start (a moment link, 잠든 곳부터) really starts: within the episode (else its start), and
 * for a preview within what it lets one hear — a moment beyond the preview starts it from the
 * beginning, never past it (the stream grant holds nothing beyond it either).
 */
export function clampStart(
  seconds: number,
  source: { durationSec: number; previewSec: number | null },
): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  if (source.previewSec !== null && seconds >= source.previewSec) return 0;
  // Past the end (a link to a longer cut, a typo): from the start rather than straight to the next episode.
  if (source.durationSec > 0 && seconds >= source.durationSec) return 0;
  return seconds;
}

/** The address of an episode at a moment: `/playlist/3/7?t=75`. */
export function momentPath(playlistId: number, contentId: number, seconds: number): string {
  return `/playlist/${playlistId}/${contentId}?${MOMENT_PARAM}=${Math.max(0, Math.floor(seconds))}`;
}
