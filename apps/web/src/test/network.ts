import { API_PREFIX } from '@sogon/contract/headers';
import { afterEach } from 'vitest';

/** One request a component sent, as the API saw it. */
export interface SentRequest {
  method: string;
  /** The API path without its prefix and query, e.g. `/v1/studio/playlists/3`. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
}

/** What the API answers: `result` on success, our error envelope (`message`, `detail`) on failure. */
export type Answer =
  | { status?: number; result: unknown }
  | { status: number; message: string; detail?: string };

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

let answering: Fetch | null = null;

// The browser's API client binds `fetch` when its module loads, so the edge is put in place as
// this file loads (a test imports it before the components): a test without `stubApi` has no
// network, as a component test should not.
globalThis.fetch = ((input, init) =>
  answering
    ? answering(input, init)
    : Promise.reject(new TypeError('no network in component tests'))) as Fetch as typeof fetch;

afterEach(() => {
  answering = null;
  window.localStorage.clear();
});

/**
 * Stubs the network edge (globalThis.fetch): each request goes to `answer`, which gives the
 * API's answer for it (real-shaped: `{ result }` or the error envelope). Returns what was sent.
 */
export function stubApi(answer: (request: SentRequest) => Answer | Promise<Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  answering = async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    const raw = init.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? undefined);
    const request = { method: init.method ?? 'GET', path, query: url.searchParams, body };
    sent.push(request);
    let reply: Answer;
    try {
      reply = await answer(request);
    } catch (error) {
      // A test's own mistake, not the network's: say so rather than look like an outage.
      console.error(`stubApi: the answer to ${request.method} ${path} failed`, error);
      throw error;
    }
    const status = reply.status ?? 200;
    const payload =
      'result' in reply ? { result: reply.result } : { message: reply.message, detail: reply.detail };
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  };
  return sent;
}

/** A member is signed in on this browser (their stored copy, as the login writes it). */
export function signIn(userId = 7): void {
  window.localStorage.setItem(
    'user',
    JSON.stringify({ userInfo: { id: userId, username: '소곤이' }, asset: {} }),
  );
}
