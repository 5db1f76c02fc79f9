'use client';

import { ApiError, createApiClient } from '@sogon/contract/api-client';
import { typedApi } from '@sogon/contract/routes/client';

/**
 * API client of the operator console (/ops). The operator's session travels as the HttpOnly
 * `ops_token` cookie (SameSite=Strict), so same-origin calls carry it. Unlike the member client
 * it sends no partner cookies and has no section-8 reactions: a member's session failure
 * (/logout, /500) means nothing to an operator, and the console handles its own failures.
 */
const client = createApiClient({
  baseUrl: '',
  headers: () => ({ origin: window.location.href, cookies: {} }),
});
export const opsApi = typedApi(client);

/**
 * What the API answers to anyone who is not a signed-in operator (the console never tells a
 * stranger it exists): the 404 of a path that does not exist.
 */
export function isNotOperator(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.code === 'ERROR_API_PATH_WRONG';
}
