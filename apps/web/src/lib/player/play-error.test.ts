import { ApiError } from '@sogon/contract/api-client';
import { offlineTexts } from '@sogon/contract/messages/offline';
import { describe, expect, it } from 'vitest';
import { playErrorKind, playErrorText } from './play-error.ts';

describe('play errors', () => {
  it('maps the API codes to what the listener sees', () => {
    expect(playErrorKind(new ApiError('ERROR_CONTENT_NOT_PURCHASED', 403))).toBe('not-purchased');
    expect(playErrorKind(new ApiError('ERROR_CONTENT_NOT_EXIST', 404, '', '', 'adult'))).toBe('adult');
    expect(playErrorKind(new ApiError('ERROR_CONTENT_NOT_EXIST', 404))).toBe('missing');
    expect(playErrorKind(new ApiError('ERROR_AUTHORIZE_TOKEN_NOT_EXIST', 401))).toBe('login');
    expect(playErrorKind(new ApiError('ERROR_SERVICE_UNAVAILABLE', 0))).toBe('network');
    expect(playErrorKind(new Error('boom'))).toBe('network');
  });

  it('says why a saved copy does not play offline, in the words of the catalog', () => {
    const expired = playErrorKind(
      new ApiError('ERROR_CONTENT_NOT_PURCHASED', 403, '', '', 'offline-expired'),
    );
    expect(expired).toBe('offline-expired');
    expect(playErrorText(expired)).toBe(offlineTexts.expired);
    const member = playErrorKind(new ApiError('ERROR_CONTENT_NOT_PURCHASED', 403, '', '', 'offline-member'));
    expect(playErrorText(member)).toBe(offlineTexts.otherMember);
  });
});
