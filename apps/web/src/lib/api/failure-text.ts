import { ApiError } from '@sogon/contract/api-client';
import { errorMessages } from '@sogon/contract/messages/errors';

/** What a toast says about a failed call: the API's Korean detail, else the catalogue's message. */
export function failureText(error: unknown): string {
  return error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL;
}
