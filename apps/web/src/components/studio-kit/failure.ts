import { ApiError } from '@sogon/contract/api-client';
import { failureText } from '@web/lib/api/failure-text';

/** What a studio form says when a call fails: the API's own detail where it sent one, else the general text. */
export function studioFailureText(failure: unknown): string {
  return failure instanceof ApiError && failure.detail ? failure.detail : failureText(failure);
}
