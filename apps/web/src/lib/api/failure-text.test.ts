import { ApiError } from '@sogon/contract/api-client';
import { errorMessages } from '@sogon/contract/messages/errors';
import { describe, expect, it } from 'vitest';
import { failureText } from './failure-text.ts';

describe('failureText', () => {
  it("says what the API's detail says", () => {
    const error = new ApiError('ERROR_TOO_MANY_REQUESTS', 429, '댓글을 너무 빨리 쓰고 있어요.');
    expect(failureText(error)).toBe('댓글을 너무 빨리 쓰고 있어요.');
  });

  it('falls back to the error catalogue without a detail', () => {
    expect(failureText(new ApiError('ERROR_PERMISSION_DENIED', 403))).toBe('권한이 없습니다.');
  });

  it('answers anything else with the general message', () => {
    expect(failureText(new TypeError('boom'))).toBe(errorMessages.ERROR_INTERNAL);
  });
});
