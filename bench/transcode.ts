/**
 * Transcode benchmark (issue 6): what `transcodeToHls` costs on top of the ffmpeg encode it runs.
 *
 * For a 60 s stereo audio source (audio ladder: 3 AAC rungs) and a 20 s 720p video (360p + 720p H.264),
 * each round runs, in rotating order:
 *   bare       the same HLS encode (hlsArgs, no analysis) spawned directly, nothing else
 *   runner     that encode through our runFfmpeg with progress parsing (encode-only overhead)
 *   same-pass  transcodeToHls with loudness + waveform measured in the encode run (full pipeline)
 *   separate   transcodeToHls with a second ffmpeg measuring them alongside the encode (full pipeline)
 * The ratio to `bare` (median wall time) is the figure; absolute seconds depend on the machine's load.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AnalysisMode,
  DEFAULT_ANALYSIS_MODE,
  demoSoundArgs,
  demoVideoArgs,
  hlsArgs,
  ladder,
  type ProbeResult,
  probe,
  resolveBinary,
  runFfmpeg,
  transcodeToHls,
} from '../packages/media/src/index.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/transcode.json', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 1.1;
const SEGMENT_SEC = 4;
/** USER_HZ: the unit of /proc/<pid>/stat times, 100 on every mainstream Linux build. */
const CLOCK_TICKS = 100;

type Variant = 'bare' | 'runner' | 'same-pass' | 'separate';
const VARIANTS: readonly Variant[] = ['bare', 'runner', 'same-pass', 'separate'];

const ffmpeg = resolveBinary('ffmpeg');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      timeout: 2000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

async function cpuPressure(): Promise<number | null> {
  try {
    const match = /^some avg10=([\d.]+)/m.exec(await readFile('/proc/pressure/cpu', 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The floor: ffmpeg with the given arguments, spawned and awaited, nothing read. */
function spawnBare(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.path, args, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`bare ffmpeg exited with ${code}`)),
    );
  });
}

/**
 * CPU seconds used so far by this process and its reaped children (ffmpeg): /proc/self/stat utime, stime,
 * cutime, cstime. Unlike wall time, this barely moves when other work shares the cores. Null off Linux.
 */
async function cpuSeconds(): Promise<number | null> {
  try {
    const stat = await readFile('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3, utime..cstime are fields 14..17.
    const ticks = [11, 12, 13, 14].reduce((total, i) => total + Number(fields[i]), 0);
    return ticks / CLOCK_TICKS;
  } catch {
    return null;
  }
}

interface Took {
  wallSec: number;
  cpuSec: number | null;
}

async function runVariant(
  variant: Variant,
  input: string,
  probed: ProbeResult,
  outDir: string,
): Promise<Took> {
  const renditions = ladder(probed);
  const encodeArgs = () =>
    hlsArgs({ input, outDir, renditions, segmentSec: SEGMENT_SEC, sourceChannels: probed.audio?.channels });
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const cpuBefore = await cpuSeconds();
  const started = performance.now();
  if (variant === 'bare') {
    await spawnBare(encodeArgs());
  } else if (variant === 'runner') {
    await runFfmpeg(encodeArgs(), { onProgress: () => {} });
  } else {
    const result = await transcodeToHls({
      input,
      outDir,
      probe: probed,
      segmentSec: SEGMENT_SEC,
      analysis: variant as AnalysisMode,
      onProgress: () => {},
    });
    if (!result.loudness || result.peaks.length !== 600) throw new Error(`${variant}: no loudness or peaks`);
  }
  const wallSec = (performance.now() - started) / 1000;
  const cpuAfter = await cpuSeconds();
  return { wallSec, cpuSec: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

interface Ratios {
  encodeOnly: number;
  fullSamePass: number;
  fullSeparate: number;
}

interface CaseResult {
  name: string;
  source: { durationSec: number; renditions: string[] };
  wallSec: Record<Variant, number[]>;
  cpuSec: Record<Variant, number[]>;
  medianWallSec: Record<Variant, number>;
  medianCpuSec: Record<Variant, number>;
  /** Media seconds per wall second, bare. */
  bareSpeed: number;
  wallRatio: Ratios;
  cpuRatio: Ratios;
  perRoundWallRatio: Record<keyof Ratios, number[]>;
}

const byVariant = <T>(make: (v: Variant) => T) =>
  Object.fromEntries(VARIANTS.map((v) => [v, make(v)])) as Record<Variant, T>;

function ratios(medians: Record<Variant, number>): Ratios {
  return {
    encodeOnly: round(medians.runner / medians.bare),
    fullSamePass: round(medians['same-pass'] / medians.bare),
    fullSeparate: round(medians.separate / medians.bare),
  };
}

async function benchCase(name: string, input: string, work: string): Promise<CaseResult> {
  const probed = await probe(input);
  const wall = byVariant(() => [] as number[]);
  const cpu = byVariant(() => [] as number[]);
  // Warm-up (page cache, binaries), unrecorded.
  await runVariant('bare', input, probed, path.join(work, `${name}-warm`));
  for (let r = 0; r < ROUNDS; r++) {
    const order = VARIANTS.map((_, i) => VARIANTS[(i + r) % VARIANTS.length]!);
    const line: string[] = [];
    for (const variant of order) {
      const took = await runVariant(variant, input, probed, path.join(work, `${name}-${variant}`));
      wall[variant].push(round(took.wallSec));
      if (took.cpuSec !== null) cpu[variant].push(round(took.cpuSec, 2));
      line.push(`${variant} ${took.wallSec.toFixed(2)} s (cpu ${took.cpuSec?.toFixed(2) ?? '?'} s)`);
    }
    console.log(`  ${name} round ${r + 1}/${ROUNDS}: ${line.join(', ')}`);
  }
  const medianWallSec = byVariant((v) => round(median(wall[v])));
  const medianCpuSec = byVariant((v) => (cpu[v].length ? round(median(cpu[v]), 2) : Number.NaN));
  const perRound = (v: Variant) => wall[v].map((s, i) => round(s / wall.bare[i]!));
  return {
    name,
    source: { durationSec: probed.durationSec, renditions: ladder(probed).map((r) => r.name) },
    wallSec: wall,
    cpuSec: cpu,
    medianWallSec,
    medianCpuSec,
    bareSpeed: round(probed.durationSec / medianWallSec.bare, 1),
    wallRatio: ratios(medianWallSec),
    cpuRatio: ratios(medianCpuSec),
    perRoundWallRatio: {
      encodeOnly: perRound('runner'),
      fullSamePass: perRound('same-pass'),
      fullSeparate: perRound('separate'),
    },
  };
}

async function main(): Promise<number> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-bench-transcode-'));
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const pressureBefore = await cpuPressure();
  try {
    console.log(
      `transcode benchmark: ${ROUNDS} rounds, ffmpeg ${ffmpeg.path} (${ffmpeg.source}), node ${process.version}, ` +
        `${os.availableParallelism()} cpu(s), load ${loadBefore[0]?.toFixed(2)}` +
        (pressureBefore === null ? '' : `, cpu pressure ${pressureBefore}%`),
    );
    const audio = path.join(work, 'rain-60s.m4a');
    await runFfmpeg(demoSoundArgs('rain', { durationSec: 60, output: audio, bitrateKbps: 256 }));
    const videoSound = path.join(work, 'ocean-20s.m4a');
    await runFfmpeg(demoSoundArgs('ocean', { durationSec: 20, output: videoSound, bitrateKbps: 192 }));
    const video = path.join(work, 'stars-720p-20s.mp4');
    await runFfmpeg(
      demoVideoArgs({ audioFile: videoSound, durationSec: 20, output: video, width: 1280, height: 720 }),
    );

    const cases = [await benchCase('audio-60s', audio, work), await benchCase('video-720p-20s', video, work)];

    console.log('');
    for (const c of cases) {
      const show = (r: Ratios) =>
        `encode-only ${r.encodeOnly}×, full same-pass ${r.fullSamePass}×, full separate ${r.fullSeparate}×`;
      console.log(
        `${c.name} (${c.source.renditions.join('/')}): bare ${c.medianWallSec.bare} s wall ` +
          `(${c.bareSpeed}× realtime), ${c.medianCpuSec.bare} s cpu`,
      );
      console.log(`  wall time vs bare: ${show(c.wallRatio)} (target ≤ ${TARGET_RATIO}×)`);
      console.log(`  cpu time vs bare:  ${show(c.cpuRatio)}`);
    }
    const report = {
      benchmark: 'transcode',
      description:
        'transcodeToHls (full pipeline: encode + loudness + peaks + playlist read) and runFfmpeg (encode only) ' +
        'vs the same ffmpeg HLS encode spawned bare; medians over interleaved rounds of wall time and of CPU time ' +
        '(this process + its ffmpeg children, /proc/self/stat)',
      timestamp: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedChanges: (git('status', '--porcelain', '--untracked-files=no') ?? '') !== '',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? null,
      ffmpeg: { ...ffmpeg, version: versionOf(ffmpeg.path) },
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg(),
      cpuPressureSomeAvg10Before: pressureBefore,
      cpuPressureSomeAvg10After: await cpuPressure(),
      settings: { rounds: ROUNDS, segmentSec: SEGMENT_SEC, defaultAnalysisMode: DEFAULT_ANALYSIS_MODE },
      target: { ratioAtMost: TARGET_RATIO },
      cases,
    };
    await mkdir(path.dirname(RESULT_FILE), { recursive: true });
    await writeFile(`${RESULT_FILE}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
    await rename(`${RESULT_FILE}.tmp`, RESULT_FILE);
    console.log(`wrote ${RESULT_FILE}`);
    return 0;
  } catch (error) {
    console.error('bench failed:', error);
    return 1;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function versionOf(bin: string): string | null {
  try {
    return execFileSync(bin, ['-version'], { encoding: 'utf8', timeout: 5000 }).split('\n')[0] ?? null;
  } catch {
    return null;
  }
}

process.exitCode = await main();
