import { describe, expect, it } from 'vitest';
import { audienceTexts } from './audience.ts';
import { playButtonTexts } from './play-button.ts';
import { playlistTexts } from './playlist.ts';

// Every text that puts an episode's number before its title shows the number once, also when the
// creator already wrote it into the title (the studio showed "6화 · 6화 빗소리").
describe('episode titles with their number', () => {
  const titled = [
    ['studio stats', (no: number, title: string) => audienceTexts.retention.episodeOption('밤비', no, title)],
    ['playlist pages', playlistTexts.episodeTitle],
    ['play buttons and the player', playButtonTexts.episodeTitle],
  ] as const;

  it.each(titled)('%s: the number is not doubled', (_, text) => {
    expect(text(6, '6화 빗소리')).toMatch(/(^|\s)6화 · 빗소리$/);
    expect(text(6, ' 6 화 · 빗소리')).toMatch(/(^|\s)6화 · 빗소리$/);
    expect(text(6, '빗소리')).toMatch(/(^|\s)6화 · 빗소리$/);
    expect(text(6, '60화 기념')).toMatch(/(^|\s)6화 · 60화 기념$/);
  });
});
