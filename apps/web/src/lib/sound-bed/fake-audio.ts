import type { BedAudio } from './sounds.ts';

/**
 * A Web Audio context reduced to what the sound bed builds with, for tests (happy-dom has none):
 * nodes remember what they connect to, params their last target, sources their start and stop.
 */
export class FakeParam {
  value: number;
  target: number | null = null;
  constructor(value: number) {
    this.value = value;
  }
  setTargetAtTime(target: number) {
    this.target = target;
    return this;
  }
  /** Where the param is heading (its last target, else its value). */
  get heading(): number {
    return this.target ?? this.value;
  }
}

export class FakeNode {
  readonly outputs = new Set<FakeNode | FakeParam>();
  constructor(
    readonly kind: string,
    readonly context: FakeAudioContext,
  ) {
    context.nodes.push(this);
  }
  connect<T extends FakeNode | FakeParam>(to: T): T {
    this.outputs.add(to);
    return to;
  }
  disconnect() {
    this.outputs.clear();
  }
}

class FakeGain extends FakeNode {
  readonly gain = new FakeParam(1);
}

class FakeFilter extends FakeNode {
  type = 'lowpass';
  readonly frequency = new FakeParam(350);
  readonly Q = new FakeParam(1);
}

class FakeSource extends FakeNode {
  buffer: { duration: number } | null = null;
  loop = false;
  readonly frequency = new FakeParam(440);
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  start(at = 0) {
    this.startedAt = at;
  }
  stop(at = 0) {
    this.stoppedAt = at;
  }
}

export class FakeAudioContext {
  readonly nodes: FakeNode[] = [];
  currentTime = 0;
  readonly sampleRate = 8000;
  readonly destination = new FakeNode('destination', this);

  createGain() {
    return new FakeGain('gain', this);
  }
  createBiquadFilter() {
    return new FakeFilter('filter', this);
  }
  createChannelMerger() {
    return new FakeNode('merger', this);
  }
  createBufferSource() {
    return new FakeSource('buffer-source', this);
  }
  createOscillator() {
    return new FakeSource('oscillator', this);
  }
  createBuffer(_channels: number, length: number, sampleRate: number) {
    const data = new Float32Array(length);
    return { duration: length / sampleRate, getChannelData: () => data };
  }

  /** As the bed sees it. */
  get audio(): BedAudio {
    return this as unknown as BedAudio;
  }

  /** Sources (buffers and oscillators) started and not stopped. */
  get running(): FakeSource[] {
    return this.nodes.filter(
      (node): node is FakeSource =>
        node instanceof FakeSource && node.startedAt !== null && node.stoppedAt === null,
    );
  }

  /** The gain nodes feeding the destination directly (the bed's master). */
  get masters(): FakeGain[] {
    return this.nodes.filter(
      (node): node is FakeGain => node instanceof FakeGain && node.outputs.has(this.destination),
    );
  }

  /** The gains feeding `master` (one per sound sounding). */
  soundGains(master: FakeNode): FakeGain[] {
    return this.nodes.filter(
      (node): node is FakeGain => node instanceof FakeGain && node.outputs.has(master),
    );
  }
}
