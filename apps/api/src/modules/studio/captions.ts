// Reads a creator's script file, WebVTT, SRT or LRC, into timed lines. Pure: no I/O, no clock.
// Lenient where real files differ (CRLF, a BOM, `.` or `,` before milliseconds, hours left out,
// cue settings, numbering), strict where a mistake would show the wrong words at the wrong time.

export interface CaptionCue {
  startMs: number;
  endMs: number;
  text: string;
}

export type CaptionProblem =
  | { kind: 'format' }
  | { kind: 'empty' }
  | { kind: 'timing'; line: number }
  | { kind: 'order'; line: number }
  | { kind: 'tooMany'; max: number }
  | { kind: 'textTooLong'; line: number };

export type CaptionParse =
  | { ok: true; format: 'vtt' | 'srt' | 'lrc'; cues: CaptionCue[] }
  | { ok: false; problem: CaptionProblem };

export interface CaptionLimits {
  maxCues: number;
  /** Characters of one cue's text after markup is removed. */
  maxTextLength: number;
  /** Latest time a cue may end. */
  maxMs: number;
}

export const DEFAULT_CAPTION_LIMITS: CaptionLimits = {
  maxCues: 10_000,
  maxTextLength: 1000,
  maxMs: 24 * 60 * 60 * 1000,
};

const TIMESTAMP = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})[.,](\d{1,3})$/;
const ARROW = '-->';

/** Milliseconds of `01:02:03.456`, `02:03.456` or `01:02:03,456`; null when malformed. */
export function parseTimestamp(value: string): number | null {
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1] ?? '0');
  const m = Number(match[2]);
  const s = Number(match[3]);
  if (m > 59 || s > 59) return null;
  // `,5` is half a second, as players read it, not five milliseconds.
  const ms = Number(match[4]!.padEnd(3, '0'));
  return ((hours * 60 + m) * 60 + s) * 1000 + ms;
}

/** Start and end of a timing line (`start --> end [settings]`), null when it is not one. */
function parseTiming(line: string): { startMs: number; endMs: number } | null {
  const arrow = line.indexOf(ARROW);
  if (arrow < 0) return null;
  const start = parseTimestamp(line.slice(0, arrow));
  const end = parseTimestamp(
    line
      .slice(arrow + ARROW.length)
      .trim()
      .split(/\s+/)[0] ?? '',
  );
  return start === null || end === null ? null : { startMs: start, endMs: end };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The words of a cue without markup: VTT voice spans become `Speaker: ` (who speaks is part of
 * a caption), other tags, inline timestamps and SRT/ASS override blocks (`{\an8}`) go away.
 */
export function cueText(lines: readonly string[]): string {
  return lines
    .map((line) =>
      decodeEntities(
        line
          .replace(/<v(?:\.[^\s>]*)?\s+([^>]+)>/g, (_tag, speaker: string) => `${speaker.trim()}: `)
          .replace(/<[^>]*>/g, '')
          .replace(/\{\\[^}]*\}/g, ''),
      ).trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}

interface Block {
  /** 1-based line number of the block's first line. */
  line: number;
  lines: string[];
}

/** Runs of non-blank lines, with where each starts. */
function blocksOf(lines: readonly string[], from: number): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.trim() === '') {
      current = null;
      continue;
    }
    if (!current) {
      current = { line: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  }
  return blocks;
}

const VTT_SIGNATURE = /^WEBVTT(?:[ \t].*)?$/;
const VTT_SKIPPED_BLOCK = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

/** How long the last line of an LRC file shows when the file does not say (`[length:…]`). */
export const LRC_LAST_LINE_MS = 5000;

/** `[mm:ss]`, `[mm:ss.xx]`, `[mm:ss.xxx]` or `[mm:ss:xx]`; minutes may pass 59 (LRC has no hours). */
const LRC_TIME = /^\[(\d{1,4}):(\d{2})(?:[.:](\d{1,3}))?\]/;
/** `[ar:…]`, `[ti:…]`, `[offset:+500]`, `[length: 03:20]` …: ID tags, no lyric. */
const LRC_ID_TAG = /^\[([a-z#]+):([^\]]*)\]\s*$/i;

function lrcTime(match: RegExpExecArray): number | null {
  const minutes = Number(match[1]);
  const seconds = Number(match[2]);
  if (seconds > 59) return null;
  const fraction = match[3] ?? '0';
  // `.5` and `.50` are half a second, as in VTT; two digits are centiseconds.
  return (minutes * 60 + seconds) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** The `[length:]` tag's time (mm:ss or mm:ss.xx), null when absent or malformed. */
function lrcLength(value: string): number | null {
  const match = LRC_TIME.exec(`[${value.trim()}]`);
  return match ? lrcTime(match) : null;
}

/**
 * LRC (lyrics) files: `[mm:ss.xx]words` lines, several times before one line allowed, ID tags
 * (`offset` in ms shifts every line earlier), enhanced word times (`<mm:ss.xx>`) removed. A line
 * shows until the next one starts; a time with no words only ends the line before; the last
 * line shows until `[length:]` or for LRC_LAST_LINE_MS.
 */
function parseLrc(lines: readonly string[], limits: CaptionLimits): CaptionParse {
  const timed: Array<{ atMs: number; text: string; line: number }> = [];
  let offsetMs = 0;
  let lengthMs: number | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    let rest = lines[index]!.trim();
    const line = index + 1;
    if (rest === '') continue;
    const tag = LRC_ID_TAG.exec(rest);
    if (tag && !LRC_TIME.test(rest)) {
      const name = tag[1]!.toLowerCase();
      if (name === 'offset') {
        const value = Number(tag[2]!.trim());
        if (!Number.isInteger(value)) return { ok: false, problem: { kind: 'timing', line } };
        offsetMs = value;
      } else if (name === 'length') {
        lengthMs = lrcLength(tag[2]!);
      }
      continue;
    }
    const times: number[] = [];
    for (let match = LRC_TIME.exec(rest); match; match = LRC_TIME.exec(rest)) {
      const at = lrcTime(match);
      if (at === null) return { ok: false, problem: { kind: 'timing', line } };
      times.push(at);
      rest = rest.slice(match[0].length).trimStart();
    }
    if (times.length === 0) return { ok: false, problem: { kind: 'timing', line } };
    const text = cueText([rest.replace(/<\d{1,4}:\d{2}(?:[.:]\d{1,3})?>/g, '')]);
    if (text.length > limits.maxTextLength) return { ok: false, problem: { kind: 'textTooLong', line } };
    for (const at of times) timed.push({ atMs: Math.max(0, at - offsetMs), text, line });
  }
  // Players look lines up by time; a file listing them out of order (or repeating one) means the same.
  timed.sort((a, b) => a.atMs - b.atMs || a.line - b.line);
  const cues: CaptionCue[] = [];
  for (let index = 0; index < timed.length; index += 1) {
    const current = timed[index]!;
    if (current.text === '') continue;
    const next = timed.slice(index + 1).find((later) => later.atMs > current.atMs);
    const endMs =
      next?.atMs ??
      (lengthMs !== null && lengthMs > current.atMs ? lengthMs : current.atMs + LRC_LAST_LINE_MS);
    if (endMs > limits.maxMs) return { ok: false, problem: { kind: 'timing', line: current.line } };
    const previous = cues.at(-1);
    // Two lines at one time show together.
    if (previous && previous.startMs === current.atMs) {
      previous.text = `${previous.text}\n${current.text}`;
      continue;
    }
    cues.push({ startMs: current.atMs, endMs, text: current.text });
    if (cues.length > limits.maxCues) return { ok: false, problem: { kind: 'tooMany', max: limits.maxCues } };
  }
  if (cues.length === 0) return { ok: false, problem: { kind: 'empty' } };
  return { ok: true, format: 'lrc', cues };
}

export function parseCaptions(source: string, limits: CaptionLimits = DEFAULT_CAPTION_LIMITS): CaptionParse {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const firstIndex = lines.findIndex((line) => line.trim() !== '');
  if (firstIndex < 0) return { ok: false, problem: { kind: 'empty' } };
  const isVtt = VTT_SIGNATURE.test(lines[firstIndex]!.trim());
  if (
    !isVtt &&
    !lines.some((line) => line.includes(ARROW)) &&
    lines.some((line) => LRC_TIME.test(line.trim()))
  ) {
    return parseLrc(lines, limits);
  }
  if (!isVtt && !lines.some((line) => line.includes(ARROW)))
    return { ok: false, problem: { kind: 'format' } };

  // A VTT header runs from the signature to the first blank line.
  let bodyStart = 0;
  if (isVtt) {
    bodyStart = firstIndex;
    while (bodyStart < lines.length && lines[bodyStart]!.trim() !== '') bodyStart += 1;
  }

  const cues: CaptionCue[] = [];
  for (const block of blocksOf(lines, bodyStart)) {
    if (isVtt && VTT_SKIPPED_BLOCK.test(block.lines[0]!)) continue;
    // The timing line is the first line, or the second after a cue identifier / SRT number.
    const timingAt = block.lines[0]!.includes(ARROW) ? 0 : block.lines[1]?.includes(ARROW) ? 1 : -1;
    const timingLine = block.line + Math.max(timingAt, 0);
    if (timingAt < 0) return { ok: false, problem: { kind: 'timing', line: block.line } };
    const timing = parseTiming(block.lines[timingAt]!);
    if (!timing || timing.endMs > limits.maxMs) {
      return { ok: false, problem: { kind: 'timing', line: timingLine } };
    }
    if (timing.endMs <= timing.startMs) return { ok: false, problem: { kind: 'order', line: timingLine } };
    const text = cueText(block.lines.slice(timingAt + 1));
    if (text === '') continue;
    if (text.length > limits.maxTextLength) {
      return { ok: false, problem: { kind: 'textTooLong', line: timingLine } };
    }
    cues.push({ ...timing, text });
    if (cues.length > limits.maxCues) return { ok: false, problem: { kind: 'tooMany', max: limits.maxCues } };
  }
  if (cues.length === 0) return { ok: false, problem: { kind: 'empty' } };
  // Players look lines up by time; a file listing them out of order still means the same.
  cues.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  return { ok: true, format: isVtt ? 'vtt' : 'srt', cues };
}
