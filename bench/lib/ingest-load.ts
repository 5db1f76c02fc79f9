/**
 * The ingest benchmark's load generator, a child process of its own (so it never shares the
 * server's event loop or CPU accounting): `connections` closed loops (each sends its next request when the last one
 * answered) of playtime reports for `seconds`, either one event per request on the single
 * endpoint or `batch` events per request on the batch endpoint. Every event is a member listening
 * to an episode (interval 1 s, so each event counts exactly one second once stored).
 */
import { Pool } from 'undici';
import { answerLoad } from './fork-load.ts';

export interface IngestLoadInput {
  origin: string;
  mode: 'single' | 'batch';
  seconds: number;
  connections: number;
  /** Events per request in batch mode. */
  batch: number;
  tokens: string[];
  episodes: number[];
  /** Where in the (member, episode) sequence this run starts, so runs do not repeat each other. */
  offset: number;
}

export interface IngestLoadResult {
  requests: number;
  /** Events in requests answered 200. */
  events: number;
  non2xx: number;
  errors: number;
  elapsedSec: number;
  /** The first refusal's body, to tell why. */
  firstRefusal: string | null;
}

const API = '/api/live/v2/content/playtime';

async function run(input: IngestLoadInput): Promise<IngestLoadResult> {
  const pool = new Pool(input.origin, { connections: input.connections, pipelining: 1 });
  const result: IngestLoadResult = {
    requests: 0,
    events: 0,
    non2xx: 0,
    errors: 0,
    elapsedSec: 0,
    firstRefusal: null,
  };
  const members = input.tokens.length;
  const episodes = input.episodes.length;
  let sequence = input.offset;
  /** The n-th event: members in turn, each on the next episode, so consecutive keys differ. */
  const event = (n: number) => ({
    member: n % members,
    id: input.episodes[Math.floor(n / members) % episodes]!,
    playtime: n % 3_000,
    interval: 1,
  });
  const next = () => {
    if (input.mode === 'single') {
      const { member, id, playtime, interval } = event(sequence);
      sequence += 1;
      return { member, path: `${API}/${id}`, body: JSON.stringify({ playtime, interval }), events: 1 };
    }
    // One member's batch: its events on consecutive episodes.
    const member = sequence % members;
    const start = Math.floor(sequence / members);
    sequence += 1;
    const events = Array.from({ length: input.batch }, (_, index) => ({
      id: input.episodes[(start * input.batch + index) % episodes]!,
      playtime: (start + index) % 3_000,
      interval: 1,
    }));
    return { member, path: API, body: JSON.stringify({ events }), events: input.batch };
  };

  const started = performance.now();
  const until = started + input.seconds * 1000;
  await Promise.all(
    Array.from({ length: input.connections }, async () => {
      while (performance.now() < until) {
        const { member, path, body, events } = next();
        try {
          const response = await pool.request({
            method: 'POST',
            path,
            headers: {
              'content-type': 'application/json',
              'x-client': 'bench',
              token: input.tokens[member]!,
            },
            body,
          });
          const text = await response.body.text();
          result.requests += 1;
          if (response.statusCode === 200) result.events += events;
          else {
            result.non2xx += 1;
            result.firstRefusal ??= `${response.statusCode} ${text.slice(0, 300)}`;
          }
        } catch {
          result.errors += 1;
        }
      }
    }),
  );
  result.elapsedSec = (performance.now() - started) / 1000;
  await pool.close();
  return result;
}

// Forked by bench/ingest.ts: the input arrives as the first message, the result goes back.
answerLoad(run);
