import { buildRequestHeaders } from '@sogon/contract/api-client';
import { API_PREFIX } from '@sogon/contract/headers';
import { endpointPath } from '@sogon/contract/routes/endpoint';
import { playbackEndpoints } from '@sogon/contract/routes/playback.endpoints';
import type { TPlaytimeBatchBody, TPlaytimeEvent } from '@sogon/contract/schemas/media';
import { getRawCookies } from '../cookies.ts';

/** The browser id the API client sends as x-uuid (lib/api/browser.ts keeps it under this key). */
const UUID_KEY = 'sogon_uuid';

/** How a batch leaves: a keepalive fetch, or a beacon when the page is going away. */
export type PlaytimeTransport = 'fetch' | 'beacon';

function storedUuid(): string {
  try {
    return window.localStorage.getItem(UUID_KEY) ?? '';
  } catch {
    return '';
  }
}

const batchUrl = () => `${API_PREFIX}${endpointPath(playbackEndpoints.reportBatch, {})}`;

/** A keepalive POST with the API client's section-7 headers; the session rides on the HttpOnly cookie. */
function post(body: string, uuid: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const built = buildRequestHeaders({ origin: window.location.href, uuid, cookies: getRawCookies() });
  for (const [name, value] of Object.entries(built)) if (value) headers[name] = value;
  return fetch(batchUrl(), {
    method: 'POST',
    headers,
    body,
    credentials: 'same-origin',
    cache: 'no-store',
    keepalive: true,
  });
}

/**
 * Playtime reports as one batch (POST /v2/content/playtime). A keepalive fetch outlives the page
 * too, but a browser may cancel it while the page is being frozen or unloaded; a beacon is
 * queued by the browser itself. A beacon cannot set headers: the API takes the Origin header the
 * browser adds (our own site) instead of x-client, and the browser id rides in the body instead
 * of x-uuid. When the browser will not queue the beacon (too large, no API), a keepalive fetch
 * goes instead.
 */
export function sendPlaytimeBatch(
  events: TPlaytimeEvent[],
  transport: PlaytimeTransport = 'fetch',
): Promise<unknown> {
  const uuid = storedUuid();
  const batch: TPlaytimeBatchBody = uuid ? { events, uuid } : { events };
  const body = JSON.stringify(batch);
  if (
    transport === 'beacon' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.sendBeacon === 'function'
  ) {
    // application/json, not text/plain: a type no cross-site form can send, and the one the API parses.
    if (navigator.sendBeacon(batchUrl(), new Blob([body], { type: 'application/json' })))
      return Promise.resolve();
  }
  return post(body, uuid);
}
