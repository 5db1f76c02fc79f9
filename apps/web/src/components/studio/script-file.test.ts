import { describe, expect, it } from 'vitest';
import { decodeScript } from './script-file.ts';

describe('decodeScript', () => {
  it('reads UTF-8', () => {
    expect(decodeScript(new TextEncoder().encode('WEBVTT\n\n00:00.000 --> 00:01.000\n안녕'))).toContain(
      '안녕',
    );
  });

  it('reads EUC-KR, as older Korean subtitle tools save it', () => {
    // "안녕" in EUC-KR.
    const bytes = new Uint8Array([0x31, 0x0a, 0xbe, 0xc8, 0xb3, 0xe7]);
    expect(decodeScript(bytes)).toBe('1\n안녕');
  });
});
