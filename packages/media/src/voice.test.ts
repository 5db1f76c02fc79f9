import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VOICE_LINES, voiceLine } from './voice.ts';

const voiceDir = fileURLToPath(new URL('../assets/voice/', import.meta.url));

describe('VOICE_LINES', () => {
  it('has 4–6 Korean lines with absolute paths to small committed files', () => {
    expect(VOICE_LINES.length).toBeGreaterThanOrEqual(4);
    expect(VOICE_LINES.length).toBeLessThanOrEqual(6);
    let total = 0;
    for (const line of VOICE_LINES) {
      expect(path.isAbsolute(line.file)).toBe(true);
      expect(line.text).toMatch(/[가-힣]/);
      const { size } = fs.statSync(line.file);
      expect(size).toBeGreaterThan(1000);
      expect(size).toBeLessThanOrEqual(40_000);
      total += size;
    }
    expect(total).toBeLessThan(200_000);
  });

  it('matches assets/voice/lines.json', () => {
    const listed = JSON.parse(fs.readFileSync(path.join(voiceDir, 'lines.json'), 'utf8')) as {
      id: string;
      file: string;
      text: string;
    }[];
    expect(listed.map(({ id, file, text }) => ({ id, file: path.join(voiceDir, file), text }))).toEqual(
      VOICE_LINES.map(({ id, file, text }) => ({ id, file, text })),
    );
  });

  it('finds lines by id', () => {
    expect(voiceLine('hello')?.text).toBe('안녕하세요, 소곤입니다.');
    expect(voiceLine('nope')).toBeUndefined();
  });
});
