// ffmpeg's stats line (`… time=00:01:02.50 bitrate=… speed=…\r`) parsed into seconds of media done.

const TIME = /time=\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g;

/** The last `time=HH:MM:SS.xx` in `text`, in seconds; null when there is none (`time=N/A`, negative). */
export function lastStatsTime(text: string): number | null {
  let seconds: number | null = null;
  for (const match of text.matchAll(TIME)) {
    seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  }
  return seconds;
}

/**
 * Feeds stderr chunks in, calls `onProgress(seconds)` whenever the stats time moves forward. A stats
 * line split across two chunks is joined by keeping a short carry.
 */
export function createProgressParser(onProgress: (seconds: number) => void): (chunk: string) => void {
  let carry = '';
  let last = -1;
  return (chunk) => {
    const text = carry + chunk;
    // The carry only needs to hold one unfinished `time=…` field.
    carry = text.slice(-32);
    const seconds = lastStatsTime(text);
    if (seconds !== null && seconds > last) {
      last = seconds;
      onProgress(seconds);
    }
  };
}
