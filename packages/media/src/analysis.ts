// Loudness and waveform in one decode, without encoding anything: for measuring apart from the HLS run.

import { EBUR128_FILTER } from './loudness.ts';
import { PEAKS_SAMPLE_RATE, peaksFilter } from './peaks.ts';
import { stereoChain } from './stereo.ts';

export interface AnalysisArgsOptions {
  input: string;
  sourceChannels?: number;
  durationSec?: number;
}

/** ebur128 summary on stderr (parseEbur128Summary), 8 kHz mono s16le on stdout (PeakCollector). */
export function analysisArgs(options: AnalysisArgsOptions): string[] {
  const { input, sourceChannels, durationSec } = options;
  if (!input || input.startsWith('-')) throw new TypeError('input is required and must not start with "-"');
  return [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-loglevel',
    'info',
    ...(durationSec !== undefined ? ['-t', String(durationSec)] : []),
    '-i',
    input,
    '-filter_complex',
    `[0:a:0]${stereoChain(sourceChannels)},asplit=2[loud][wave];[loud]${EBUR128_FILTER},anullsink;` +
      `[wave]${peaksFilter(PEAKS_SAMPLE_RATE)}[peaks]`,
    '-map',
    '[peaks]',
    '-f',
    's16le',
    'pipe:1',
  ];
}
