/**
 * The 기다무 benchmark's load generator, a child process of its own (lib/fork-load.ts): every
 * member sends `perMember` POSTs of one path at once (each to the next server in turn, as two
 * tabs on two devices would), `workers` requests in flight at most, and every latency is kept.
 */
import { Agent, request } from 'undici';
import { answerLoad } from './fork-load.ts';

export interface WaitFreeLoadInput {
  /** The servers' base URLs (…/api/live). */
  bases: string[];
  /** The path every member asks (claim or unlock of one episode). */
  path: string;
  method: 'GET' | 'POST';
  tokens: string[];
  perMember: number;
  workers: number;
}

export interface WaitFreeLoadResult {
  requests: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  errors: number;
  seconds: number;
  perSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
}

const quantile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 10) / 10;

async function run(input: WaitFreeLoadInput): Promise<WaitFreeLoadResult> {
  const agents = input.bases.map(
    () => new Agent({ connections: Math.ceil(input.workers / input.bases.length), pipelining: 1 }),
  );
  const jobs: Array<{ base: number; token: string }> = [];
  for (const [member, token] of input.tokens.entries()) {
    for (let n = 0; n < input.perMember; n++) jobs.push({ base: (member + n) % input.bases.length, token });
  }
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  let at = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: input.workers }, async () => {
      while (at < jobs.length) {
        const job = jobs[at++]!;
        const sent = performance.now();
        try {
          const response = await request(`${input.bases[job.base]}${input.path}`, {
            method: input.method,
            dispatcher: agents[job.base]!,
            headers: { token: job.token, 'x-client': 'bench' },
          });
          await response.body.dump();
          latencies.push(performance.now() - sent);
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(agents.map((agent) => agent.close()));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    statuses,
    errors,
    seconds: Math.round(seconds * 100) / 100,
    perSec: Math.round((latencies.length / seconds) * 10) / 10,
    latencyP50Ms: quantile(latencies, 0.5),
    latencyP99Ms: quantile(latencies, 0.99),
    latencyMaxMs: quantile(latencies, 1),
  };
}

answerLoad(run);
