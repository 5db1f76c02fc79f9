/**
 * The unlock benchmark's load generator, a child process of its own (lib/fork-load.ts):
 * `workers` closed loops (each sends its next request when the last one answered) for `seconds`,
 * of one of three shapes: the liveness route, each member unlocking its own episodes, or every
 * loop unlocking episodes for the first member (one wallet row).
 */
import { Agent, request } from 'undici';
import { answerLoad } from './fork-load.ts';

export interface UnlockLoadInput {
  /** The API's base URL (…/api/live). */
  base: string;
  shape: 'live' | 'own' | 'shared';
  workers: number;
  seconds: number;
  tokens: string[];
  /** The playlist and episodes each member buys from (own), and the one member's (shared). */
  own: { playlistId: number; episodes: number[] };
  shared: { playlistId: number; episodes: number[] };
}

export interface UnlockLoadResult {
  requests: number;
  non2xx: number;
  errors: number;
  perSec: number;
}

async function run(input: UnlockLoadInput): Promise<UnlockLoadResult> {
  const agent = new Agent({ connections: input.workers, pipelining: 1 });
  const cursor = new Array<number>(input.workers).fill(0);
  let shared = 0;
  const next = (worker: number) => {
    if (input.shape === 'live') return { path: '/health/live', headers: {} };
    if (input.shape === 'own') {
      const { playlistId, episodes } = input.own;
      const episode = episodes[(cursor[worker]! + worker) % episodes.length]!;
      cursor[worker]! += 1;
      return {
        path: `/v2/service/content/purchase/${playlistId}/${episode}`,
        headers: { token: input.tokens[worker]!, 'x-client': 'bench' },
      };
    }
    const { playlistId, episodes } = input.shared;
    const episode = episodes[shared % episodes.length]!;
    shared += 1;
    return {
      path: `/v2/service/content/purchase/${playlistId}/${episode}`,
      headers: { token: input.tokens[0]!, 'x-client': 'bench' },
    };
  };
  const result = { requests: 0, non2xx: 0, errors: 0 };
  const started = performance.now();
  const until = started + input.seconds * 1000;
  await Promise.all(
    Array.from({ length: input.workers }, async (_, worker) => {
      while (performance.now() < until) {
        const { path, headers } = next(worker);
        try {
          const response = await request(`${input.base}${path}`, { dispatcher: agent, headers });
          await response.body.dump();
          result.requests += 1;
          if (response.statusCode >= 300) result.non2xx += 1;
        } catch {
          result.errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await agent.close();
  return { ...result, perSec: Math.round((result.requests / elapsed) * 10) / 10 };
}

answerLoad(run);
