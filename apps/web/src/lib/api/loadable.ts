import { ApiError } from '@sogon/contract/api-client';
import { failureText } from './failure-text.ts';
import type { ApiQuery } from './use-api-query.ts';

/** What a member page shows for what it reads: loading, the login prompt, a failure, or the data. */
export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'needLogin' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: T };

/** A failed read: the login prompt for a visitor, else the API's Korean detail. */
export function failedLoad(error: unknown): Loadable<never> {
  if (error instanceof ApiError && error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST')
    return { state: 'needLogin' };
  return { state: 'failed', message: failureText(error) };
}

/** A query (useApiQuery) as the four states of a member page. */
export function loadable<T>(query: Pick<ApiQuery<T>, 'data' | 'error' | 'loading'>): Loadable<T> {
  if (query.loading) return { state: 'loading' };
  if (query.error !== undefined) return failedLoad(query.error);
  return query.data === undefined ? { state: 'loading' } : { state: 'ready', data: query.data };
}
