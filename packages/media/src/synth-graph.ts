// The filtergraph builder the demo sounds (synth.ts) are written with: unique pad labels,
// deterministic seeds, stereo sources and an exact mix.

/** The sample rate of every demo sound. */
export const DEMO_SAMPLE_RATE = 48_000;

/** Compact decimal for ffmpeg option values: at most 4 decimals, no exponent, no trailing zeros. */
export function num(value: number): string {
  const fixed = value.toFixed(4);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

export type NoiseColor = 'white' | 'pink' | 'brown';

/** Collects filtergraph chains and hands out unique pad labels and seeds. */
export class GraphBuilder {
  private readonly chains: string[] = [];
  private labelCount = 0;
  private seedCount = 0;

  constructor(
    readonly durationSec: number,
    private readonly seedOffset: number,
  ) {}

  label(prefix: string): string {
    this.labelCount += 1;
    return `${prefix}${this.labelCount}`;
  }

  /** A fresh, deterministic seed (distinct for every call, shifted by the caller's `seed`). */
  seed(): number {
    this.seedCount += 1;
    return 1000 + this.seedOffset * 97 + this.seedCount * 7919;
  }

  add(chain: string): void {
    this.chains.push(chain);
  }

  /** Two independent noise generators joined as left/right, optionally filtered; returns the label. */
  stereoNoise(color: NoiseColor, amplitude: number, filters?: string): string {
    const d = num(this.durationSec);
    const l = this.label('nl');
    const r = this.label('nr');
    const out = this.label('noise');
    this.add(
      `anoisesrc=c=${color}:seed=${this.seed()}:a=${num(amplitude)}:r=${DEMO_SAMPLE_RATE}:d=${d}[${l}]`,
    );
    this.add(
      `anoisesrc=c=${color}:seed=${this.seed()}:a=${num(amplitude)}:r=${DEMO_SAMPLE_RATE}:d=${d}[${r}]`,
    );
    this.add(`[${l}][${r}]join=inputs=2:channel_layout=stereo${filters ? `,${filters}` : ''}[${out}]`);
    return out;
  }

  /** Two sine tones, one per ear. */
  stereoSine(leftHz: number, rightHz: number): string {
    const d = num(this.durationSec);
    const l = this.label('sl');
    const r = this.label('sr');
    const out = this.label('sine');
    this.add(`sine=frequency=${num(leftHz)}:sample_rate=${DEMO_SAMPLE_RATE}:duration=${d}[${l}]`);
    this.add(`sine=frequency=${num(rightHz)}:sample_rate=${DEMO_SAMPLE_RATE}:duration=${d}[${r}]`);
    this.add(`[${l}][${r}]join=inputs=2:channel_layout=stereo[${out}]`);
    return out;
  }

  /** aevalsrc with one expression per channel. Expressions must not contain ':' or quotes. */
  stereoExpr(left: string, right: string, filters?: string): string {
    const out = this.label('expr');
    this.add(
      `aevalsrc=exprs='${left}|${right}':s=${DEMO_SAMPLE_RATE}:c=stereo:d=${num(this.durationSec)}` +
        `${filters ? `,${filters}` : ''}[${out}]`,
    );
    return out;
  }

  /**
   * Sums stereo streams with explicit gains: amerge lays them side by side (2·n channels), pan adds the
   * lefts into the left and the rights into the right. Unlike amix, the gains are exact on every ffmpeg.
   */
  mix(labels: readonly string[], gains: readonly number[], filters?: string): string {
    const out = this.label('mix');
    const tail = filters ? `,${filters}` : '';
    if (labels.length === 1) {
      this.add(`[${labels[0]}]volume=${num(gains[0] ?? 1)}${tail}[${out}]`);
      return out;
    }
    const sum = (channel: 0 | 1) =>
      labels.map((_, i) => `${num(gains[i] ?? 1)}*c${2 * i + channel}`).join('+');
    // amerge needs one sample format/rate for all inputs; some filters (tremolo, aecho…) only offer a few.
    const normalised = labels.map((l) => {
      const n = this.label('fmt');
      this.add(
        `[${l}]aformat=sample_fmts=fltp:sample_rates=${DEMO_SAMPLE_RATE}:channel_layouts=stereo[${n}]`,
      );
      return n;
    });
    this.add(
      `${normalised.map((l) => `[${l}]`).join('')}amerge=inputs=${labels.length},` +
        `pan=stereo|c0=${sum(0)}|c1=${sum(1)}${tail}[${out}]`,
    );
    return out;
  }

  toString(): string {
    return this.chains.join(';');
  }
}
