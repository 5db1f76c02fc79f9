import { describe, expect, it } from 'vitest';
import { errorFromBody } from './studio-request.ts';

describe('errorFromBody', () => {
  it('reads our error envelope out of a tus response', () => {
    const body = JSON.stringify({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      result: { error: 'ERROR_REQUEST_PARAMETER_WRONG' },
      detail: '오디오나 영상 파일이 아니에요.',
    });
    const error = errorFromBody(400, body);
    expect(error).toMatchObject({
      code: 'ERROR_REQUEST_PARAMETER_WRONG',
      status: 400,
      detail: '오디오나 영상 파일이 아니에요.',
    });
  });

  it('answers null for tus’s own plain-text answers', () => {
    expect(errorFromBody(409, 'Upload-Offset conflict\n')).toBeNull();
    expect(errorFromBody(500, '{"message":"nope"}')).toBeNull();
  });
});
