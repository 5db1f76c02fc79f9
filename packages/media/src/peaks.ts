// Waveform peaks: the source decoded to low-rate mono 16-bit PCM, reduced to N buckets of 0–255
// (the largest absolute sample in each bucket). No Node imports: PCM arrives as Uint8Array (a Buffer is one).

export const PEAKS_SAMPLE_RATE = 8000;
export const PEAK_BUCKETS = 600;

/** Filter chain (no labels) turning any audio into mono s16 at `sampleRate`. */
export function peaksFilter(sampleRate: number = PEAKS_SAMPLE_RATE): string {
  return `aresample=${sampleRate},aformat=sample_fmts=s16:channel_layouts=mono`;
}

export interface PeaksArgsOptions {
  input: string;
  sampleRate?: number;
  durationSec?: number;
}

/** Decodes the first audio stream to raw mono s16le on stdout. */
export function peaksArgs(options: PeaksArgsOptions): string[] {
  const { input, sampleRate = PEAKS_SAMPLE_RATE, durationSec } = options;
  if (!input || input.startsWith('-')) throw new TypeError('input is required and must not start with "-"');
  if (!Number.isInteger(sampleRate) || sampleRate < 100 || sampleRate > 48_000) {
    throw new RangeError(`sampleRate must be an integer in 100..48000, got ${sampleRate}`);
  }
  return [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-loglevel',
    'error',
    ...(durationSec !== undefined ? ['-t', String(durationSec)] : []),
    '-i',
    input,
    '-map',
    '0:a:0',
    '-af',
    peaksFilter(sampleRate),
    '-f',
    's16le',
    'pipe:1',
  ];
}

export interface PeakScaleOptions {
  /** true (default): the loudest bucket is 255. false: full scale (32768) is 255. */
  normalise?: boolean;
}

/**
 * Streams PCM in, keeps the largest absolute sample per block of `blockSize` samples. With blocks much
 * shorter than a bucket the result is the same as scanning every sample, at a fraction of the memory.
 */
export class PeakCollector {
  private blocks = new Uint16Array(1024);
  private count = 0;
  private blockMax = 0;
  private inBlock = 0;
  private pendingByte: number | null = null;

  constructor(readonly blockSize = 1) {
    if (!Number.isInteger(blockSize) || blockSize < 1) throw new RangeError('blockSize must be ≥ 1');
  }

  /** A collector for about `durationSec` of audio: blocks of at most 1/8 bucket. */
  static forDuration(durationSec: number, sampleRate = PEAKS_SAMPLE_RATE, buckets = PEAK_BUCKETS) {
    const expected = Number.isFinite(durationSec) && durationSec > 0 ? durationSec * sampleRate : 0;
    return new PeakCollector(Math.max(1, Math.floor(expected / (buckets * 8))));
  }

  /** Adds little-endian s16 bytes; a sample split across two chunks is joined. */
  push(chunk: Uint8Array): void {
    let offset = 0;
    if (this.pendingByte !== null && chunk.length > 0) {
      this.add(toInt16(this.pendingByte, chunk[0]!));
      this.pendingByte = null;
      offset = 1;
    }
    const end = chunk.length - ((chunk.length - offset) % 2);
    for (let i = offset; i < end; i += 2) this.add(toInt16(chunk[i]!, chunk[i + 1]!));
    if (end < chunk.length) this.pendingByte = chunk[end]!;
  }

  /** `buckets` values 0–255 spread evenly over everything pushed (zeros when nothing was). */
  peaks(buckets: number = PEAK_BUCKETS, options: PeakScaleOptions = {}): number[] {
    if (!Number.isInteger(buckets) || buckets < 1 || buckets > 100_000) {
      throw new RangeError(`buckets must be an integer in 1..100000, got ${buckets}`);
    }
    const blocks = this.inBlock > 0 ? this.count + 1 : this.count;
    const values = this.inBlock > 0 ? appendOne(this.blocks, this.count, this.blockMax) : this.blocks;
    const raw = new Array<number>(buckets).fill(0);
    if (blocks === 0) return raw;
    for (let b = 0; b < buckets; b++) {
      const from = Math.floor((b * blocks) / buckets);
      const to = Math.max(from + 1, Math.floor(((b + 1) * blocks) / buckets));
      let max = 0;
      for (let i = from; i < to; i++) if (values[i]! > max) max = values[i]!;
      raw[b] = max;
    }
    const reference = options.normalise === false ? 32768 : raw.reduce((a, v) => Math.max(a, v), 0);
    return reference === 0 ? raw : raw.map((v) => Math.min(255, Math.round((v * 255) / reference)));
  }

  private add(sample: number): void {
    const magnitude = sample < 0 ? -sample : sample;
    if (magnitude > this.blockMax) this.blockMax = magnitude;
    this.inBlock += 1;
    if (this.inBlock === this.blockSize) {
      if (this.count === this.blocks.length) {
        const grown = new Uint16Array(this.blocks.length * 2);
        grown.set(this.blocks);
        this.blocks = grown;
      }
      this.blocks[this.count++] = this.blockMax;
      this.blockMax = 0;
      this.inBlock = 0;
    }
  }
}

/** Peaks of a whole mono s16le buffer, every sample looked at. */
export function peaksFromPcm(
  pcm: Uint8Array,
  buckets: number = PEAK_BUCKETS,
  options: PeakScaleOptions = {},
): number[] {
  const collector = new PeakCollector(1);
  collector.push(pcm);
  return collector.peaks(buckets, options);
}

function toInt16(low: number, high: number): number {
  const value = low | (high << 8);
  return value >= 0x8000 ? value - 0x10000 : value;
}

function appendOne(values: Uint16Array, count: number, last: number): Uint16Array {
  const out = new Uint16Array(count + 1);
  out.set(values.subarray(0, count));
  out[count] = last;
  return out;
}
