'use client';

import { ApiError } from '@sogon/contract/api-client';
import { isErrorCode } from '@sogon/contract/errors';
import { API_PREFIX, API_VERSION, WEB_CLIENT_ID } from '@sogon/contract/headers';
import { errorMessages } from '@sogon/contract/messages/errors';

/** Headers the studio's own uploads send (the session travels as the same-origin cookie). */
export const STUDIO_HEADERS = { version: API_VERSION, 'x-client': WEB_CLIENT_ID } as const;

/** Our error envelope in a response body, as an ApiError; null when the body is something else. */
export function errorFromBody(status: number, body: string): ApiError | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; detail?: unknown; result?: { error?: string } };
    if (!isErrorCode(parsed.message)) return null;
    return new ApiError(
      parsed.message,
      status,
      typeof parsed.detail === 'string' ? parsed.detail : undefined,
      parsed.result?.error,
    );
  } catch {
    return null;
  }
}

/**
 * A form post without the API client's 20 s limit: 200 images take longer than that to send
 * over a slow connection. Answers `result`, or throws an ApiError with the Korean detail.
 */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: 'POST',
      body: form,
      headers: STUDIO_HEADERS,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (cause) {
    throw Object.assign(new ApiError('ERROR_SERVICE_UNAVAILABLE', 0), { cause });
  }
  const body = await response.text();
  if (response.ok) {
    try {
      return (JSON.parse(body) as { result: T }).result;
    } catch {
      throw new ApiError('ERROR_INTERNAL', response.status, errorMessages.ERROR_INTERNAL);
    }
  }
  throw errorFromBody(response.status, body) ?? new ApiError('ERROR_INTERNAL', response.status);
}
