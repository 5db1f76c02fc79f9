import { buildRequestHeaders } from '@sogon/contract/api-client';
import { API_PREFIX } from '@sogon/contract/headers';
import { endpointPath } from '@sogon/contract/routes/endpoint';
import { endpoints } from '@sogon/contract/routes/manifest';
import type { TPlaytimeBody } from '@sogon/contract/schemas/media';
import { getRawCookies } from '../cookies.ts';

/** The browser id the API client sends as x-uuid (lib/api/browser.ts keeps it under this key). */
const UUID_KEY = 'sogon_uuid';

function storedUuid(): string {
  try {
    return window.localStorage.getItem(UUID_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * One playtime report as a keepalive POST, so the last one still arrives while the page is being
 * hidden or unloaded (the API client's fetch would be cancelled with the page). Same section-7
 * headers as the API client; the session rides on the HttpOnly token cookie.
 */
export function sendPlaytime(contentId: number, body: TPlaytimeBody): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const built = buildRequestHeaders({
    origin: window.location.href,
    uuid: storedUuid(),
    cookies: getRawCookies(),
  });
  for (const [name, value] of Object.entries(built)) if (value) headers[name] = value;
  return fetch(`${API_PREFIX}${endpointPath(endpoints.playback.report, { id: contentId })}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
    keepalive: true,
  });
}
