import autocannon, { type Context, type Request, type Result } from 'autocannon';
import { request } from 'undici';
import { HOST } from './servers.ts';
import { withTimeout } from './timeout.ts';

export interface LoadOptions {
  /** Measured seconds of one run (after the warm-up). */
  durationSec: number;
  connections: number;
  pipelining: number;
  /** Seconds of unrecorded load before the measured run; 0 skips it. */
  warmupSec: number;
  /**
   * Worker threads autocannon fires from (still this process). 1 keeps the load generator off the
   * event loop of the servers under test, which run on the main thread; 0 shares that thread.
   */
  workers: number;
}

export interface LoadResult {
  url: string;
  durationSec: number;
  connections: number;
  pipelining: number;
  /** Mean of the per-second request counts. */
  requestsPerSec: number;
  requestsStddev: number;
  requestsTotal: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  latencyMaxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** CPU µs per measured request of what `cpuSeconds` reads (given to measure), else null. */
  cpuUsPerRequest: number | null;
}

export const DEFAULT_LOAD: LoadOptions = {
  durationSec: 10,
  connections: 50,
  pipelining: 1,
  warmupSec: 2,
  workers: 1,
};

/** Seconds to wait for one response before autocannon counts a timeout (an error). */
const REQUEST_TIMEOUT_SEC = 10;
/** Grace beyond the planned duration before a run is abandoned as hung. */
const RUN_GRACE_MS = 20_000;

/** A numeric BENCH_* setting; unset or empty gives `fallback`, anything invalid throws. */
export function readNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  integer: boolean,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`${name}=${raw}: expected ${integer ? 'an integer' : 'a number'} ≥ ${min}`);
  }
  return value;
}

/** The defaults, overridden by BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_WORKERS. */
export function loadOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadOptions {
  return {
    durationSec: readNumber(env, 'BENCH_DURATION', DEFAULT_LOAD.durationSec, 1, false),
    connections: readNumber(env, 'BENCH_CONNECTIONS', DEFAULT_LOAD.connections, 1, true),
    pipelining: DEFAULT_LOAD.pipelining,
    warmupSec: readNumber(env, 'BENCH_WARMUP', DEFAULT_LOAD.warmupSec, 0, false),
    workers: readNumber(env, 'BENCH_WORKERS', DEFAULT_LOAD.workers, 0, true),
  };
}

function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== HOST) throw new Error(`refusing to load ${url}: benchmarks target ${HOST} only`);
}

/** What each request sends, when it is not a plain GET. */
export interface RequestShape {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Changes each request before it goes out (its path, headers), e.g. a different member and key
   * per request; `context` is the connection's. Functions cannot cross to worker threads: with
   * these, the load must fire from this thread (workers 0).
   */
  setupRequest?: (request: Request, context: Context) => Request;
  /** Sees each response with the context its setupRequest saw (pipelining 1). */
  onResponse?: (status: number, body: string, context: Context) => void;
}

/** One autocannon run in this process, bounded in time. */
async function fire(
  url: string,
  options: LoadOptions,
  durationSec: number,
  shape: RequestShape = {},
): Promise<Result> {
  const perRequest = shape.setupRequest !== undefined || shape.onResponse !== undefined;
  if (perRequest && options.workers > 0) {
    throw new Error('setupRequest/onResponse need workers 0 (functions cannot reach a worker thread)');
  }
  let instance: ReturnType<typeof autocannon> | undefined;
  const run = new Promise<Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        duration: durationSec,
        connections: options.connections,
        pipelining: options.pipelining,
        timeout: REQUEST_TIMEOUT_SEC,
        ...(shape.method ? { method: shape.method } : {}),
        ...(shape.headers ? { headers: shape.headers } : {}),
        ...(shape.body ? { body: shape.body } : {}),
        ...(options.workers > 0 ? { workers: options.workers } : {}),
        ...(perRequest
          ? {
              requests: [
                {
                  ...(shape.setupRequest ? { setupRequest: shape.setupRequest } : {}),
                  ...(shape.onResponse ? { onResponse: shape.onResponse } : {}),
                },
              ],
            }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  try {
    return await withTimeout(run, durationSec * 1000 + RUN_GRACE_MS, `autocannon ${url}`);
  } catch (error) {
    instance?.stop();
    throw error;
  }
}

/** Warms `url` up (unrecorded), then measures it for `options.durationSec`. */
export async function measure(
  url: string,
  options: LoadOptions = DEFAULT_LOAD,
  shape: RequestShape = {},
  cpuSeconds?: () => number,
): Promise<LoadResult> {
  assertLoopback(url);
  if (options.warmupSec > 0) await fire(url, options, options.warmupSec, shape);
  const cpuBefore = cpuSeconds?.();
  const result = await fire(url, options, options.durationSec, shape);
  const cpuUsed = cpuSeconds && cpuBefore !== undefined ? cpuSeconds() - cpuBefore : null;
  return {
    url,
    durationSec: result.duration,
    connections: result.connections,
    pipelining: result.pipelining,
    requestsPerSec: result.requests.mean,
    requestsStddev: result.requests.stddev,
    requestsTotal: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.mean,
    latencyMaxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpuUsPerRequest:
      cpuUsed === null || result.requests.total === 0
        ? null
        : Math.round((cpuUsed * 1e6 * 100) / result.requests.total) / 100,
  };
}

/**
 * `samples` GETs one after another (what one person waits for), each expected to answer 200:
 * the times in ms, sorted, and a quantile reader rounded to 0.01 ms.
 */
export async function oneAtATime(url: string, headers: Record<string, string>, samples: number) {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    const response = await request(url, { headers });
    await response.body.dump();
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
}
