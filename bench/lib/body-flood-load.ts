/**
 * The JSON-bodies benchmark's senders, a child process of their own: `connections` closed loops
 * (each sends its next request when the last one answered) posting the same large JSON body
 * without a session for `seconds`, or with a made-up `token` cookie when `forgedToken` is set
 * (a cookie the server cannot judge before it has read the body).
 */
import { Pool } from 'undici';
import { answerLoad } from './fork-load.ts';

export interface BodyFloodInput {
  origin: string;
  path: string;
  seconds: number;
  connections: number;
  /** Bytes of the body: `[{},{},…]`, about a third of them objects. */
  bytes: number;
  forgedToken: boolean;
}

export interface BodyFloodResult {
  requests: number;
  byStatus: Record<string, number>;
  errors: number;
  elapsedSec: number;
  bodyBytes: number;
}

/** `[{},{},…]` of about `bytes` bytes. */
function objectsBody(bytes: number): Buffer {
  const count = Math.max(1, Math.floor((bytes - 2) / 3));
  return Buffer.from(`[${Array.from({ length: count }, () => '{}').join(',')}]`);
}

async function run(input: BodyFloodInput): Promise<BodyFloodResult> {
  const body = objectsBody(input.bytes);
  const pool = new Pool(input.origin, { connections: input.connections, pipelining: 1 });
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-client': 'bench' };
  if (input.forgedToken) headers.cookie = 'token=forged-token-that-no-session-has';
  const result: BodyFloodResult = {
    requests: 0,
    byStatus: {},
    errors: 0,
    elapsedSec: 0,
    bodyBytes: body.length,
  };
  const started = performance.now();
  const deadline = started + input.seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      try {
        const response = await pool.request({ method: 'POST', path: input.path, headers, body });
        await response.body.dump();
        const status = String(response.statusCode);
        result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
      } catch {
        result.errors += 1;
      }
      result.requests += 1;
    }
  };
  await Promise.all(Array.from({ length: input.connections }, loop));
  result.elapsedSec = (performance.now() - started) / 1000;
  await pool.close();
  return result;
}

answerLoad(run);
