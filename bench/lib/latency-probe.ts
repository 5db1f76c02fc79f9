/**
 * A latency probe, a child process of its own: one GET after another (what one person waits
 * for) to `url` for `seconds`, each expected to answer 200; the quantiles of those waits in ms.
 */
import { Pool } from 'undici';
import { answerLoad } from './fork-load.ts';

export interface LatencyProbeInput {
  url: string;
  seconds: number;
}

export interface LatencyProbeResult {
  samples: number;
  failures: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

async function run(input: LatencyProbeInput): Promise<LatencyProbeResult> {
  const url = new URL(input.url);
  const pool = new Pool(url.origin, { connections: 1, pipelining: 1 });
  const times: number[] = [];
  let failures = 0;
  const deadline = performance.now() + input.seconds * 1000;
  while (performance.now() < deadline) {
    const started = performance.now();
    try {
      const response = await pool.request({ method: 'GET', path: url.pathname });
      await response.body.dump();
      if (response.statusCode !== 200) failures += 1;
    } catch {
      failures += 1;
    }
    times.push(performance.now() - started);
  }
  await pool.close();
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 100) / 100;
  return { samples: times.length, failures, p50Ms: at(0.5), p90Ms: at(0.9), p99Ms: at(0.99), maxMs: at(1) };
}

answerLoad(run);
