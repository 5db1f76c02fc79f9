'use client';

import { ApiError, createApiClient, failureReaction } from '@sogon/contract/api-client';
import {
  type ApiModule,
  type ModuleApi,
  type ModuleEndpoints,
  typedModule,
} from '@sogon/contract/routes/module-client';
import { getRawCookies } from '../cookies.ts';
import { isMemberHere } from '../session/stored-user.ts';

const UUID_KEY = 'sogon_uuid';

function browserUuid(): string {
  try {
    let id = window.localStorage.getItem(UUID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(UUID_KEY, id);
    }
    return id;
  } catch {
    return '';
  }
}

/**
 * API client for the browser. The session token travels as the HttpOnly `token` cookie, so it
 * is never readable here; the other section-7 headers come from cookies and the page.
 * Failures follow spec section 8: session failures go to /logout, a blocked user to /500.
 */
const client = createApiClient({
  baseUrl: '',
  headers: () => ({ origin: window.location.href, uuid: browserUuid(), cookies: getRawCookies() }),
  onFailure: (error) => {
    const reaction = failureReaction(error);
    if (reaction === 'logout' && window.location.pathname !== '/logout') window.location.assign('/logout');
    if (reaction === 'blocked' && window.location.pathname !== '/500') window.location.assign('/500');
  },
});

/**
 * One module's typed calls over the browser's client, from its endpoints file: a component
 * declares the modules it calls, `const api = { playlist: browserApi('playlist',
 * playlistEndpoints) }`, then calls `api.playlist.get({ id })`. Each page carries the endpoints it
 * calls, not the whole manifest (issue 19's first-load budget).
 */
export function browserApi<M extends ApiModule>(module: M, endpoints: ModuleEndpoints<M>): ModuleApi<M> {
  return typedModule(client, module, endpoints);
}

/**
 * A call only a member can make. A visitor (no stored user and no session cookie: the header shows
 * 로그인) gets the answer the API would give, ERROR_AUTHORIZE_TOKEN_NOT_EXIST, without a request
 * that could only fail (and log a 401 in the console).
 */
export function memberOnly<T>(call: () => Promise<T>): Promise<T> {
  return isMemberHere() ? call() : Promise.reject(new ApiError('ERROR_AUTHORIZE_TOKEN_NOT_EXIST', 401));
}
