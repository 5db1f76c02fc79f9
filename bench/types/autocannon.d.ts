// Minimal typings for the part of autocannon v9 the benchmarks use (the package ships none).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Seconds to wait for a response before counting a timeout. */
    timeout?: number;
    /** Worker threads firing the requests (0 / undefined: the calling thread). */
    workers?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    title?: string;
    /** Requests each connection cycles through; functions only when firing from this thread. */
    requests?: RequestSpec[];
  }

  /** One request as autocannon sends it; `path` is relative to the URL's origin. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  /** Per-connection state shared by setupRequest and onResponse. */
  export type Context = Record<string, unknown>;

  export interface RequestSpec extends Request {
    setupRequest?: (request: Request, context: Context) => Request;
    onResponse?: (status: number, body: string, context: Context) => void;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p2_5: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    url: string;
    title?: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    connections: number;
    pipelining: number;
    start: Date;
    finish: Date;
    statusCodeStats: Record<string, { count: number }>;
    '2xx': number;
  }

  export interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
