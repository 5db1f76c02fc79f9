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
