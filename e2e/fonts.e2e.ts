import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

// Pretendard comes in a preloaded common part and rare slices the browser fetches only for
// characters the page's text needs (ADR 017). A page of common text fetches no slice; a title
// with rare syllables costs the few small slices holding them, not the whole rare part.

const session = useBrowser();

/** 쉼 and 늑: Hangul syllables Pretendard has but its common part lacks. */
const RARE_TEXT = '쉼늑';
const RARE_POINTS = [...RARE_TEXT].map((c) => c.codePointAt(0)!);
/** A slice holds about 80 rare code points: 6–18 kB of woff2 here. */
const SLICE_MAX_BYTES = 20 * 1024;

interface Fonts {
  /** The unicode-range of every "Pretendard Rare" face the browser loaded, with its weight. */
  rareFaces: { weight: string; unicodeRange: string }[];
  /** Every woff2 file fetched: its name and its size on the wire. */
  files: { name: string; bytes: number }[];
}

async function fontsOf(page: Page): Promise<Fonts> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => ({
    rareFaces: [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Pretendard Rare' && face.status !== 'unloaded')
      .map((face) => ({ weight: face.weight, unicodeRange: face.unicodeRange })),
    files: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
      .map((entry) => ({
        name: new URL(entry.name).pathname.split('/').pop()!,
        bytes: (entry as PerformanceResourceTiming).encodedBodySize,
      })),
  }));
}

function covers(unicodeRange: string, point: number): boolean {
  return unicodeRange.split(',').some((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return point >= Number.parseInt(start!, 16) && point <= Number.parseInt(end!, 16);
  });
}

const isSlice = (name: string) => /^pretendard-\d{3}-\d{2}\./.test(name);

describe('Pretendard on a page', () => {
  it('fetches no rare slice when every character is in the common part', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const fonts = await fontsOf(page);
    expect(fonts.rareFaces).toEqual([]);
    expect(fonts.files.filter((file) => !/common/.test(file.name))).toEqual([]);
  });

  it('fetches only the small slices holding the rare characters a page shows', async () => {
    const { page } = session;
    await page.goto(`/search?keyword=${encodeURIComponent(RARE_TEXT)}`);
    await page.getByRole('main').getByText(RARE_TEXT).first().waitFor();
    // The browser asks for a face once layout finds a character only it has.
    await expect
      .poll(async () => (await fontsOf(page)).rareFaces.length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const fonts = await fontsOf(page);
    // Every rare face loaded holds one of the two syllables, and each syllable came with the
    // weights it was drawn in: one slice per syllable and weight, at most.
    const unneeded = fonts.rareFaces.filter((face) => !RARE_POINTS.some((p) => covers(face.unicodeRange, p)));
    expect(unneeded).toEqual([]);
    for (const point of RARE_POINTS)
      expect(fonts.rareFaces.some((face) => covers(face.unicodeRange, point))).toBe(true);
    const other = fonts.files.filter((file) => !/common/.test(file.name));
    expect(
      other.every((file) => isSlice(file.name)),
      JSON.stringify(other),
    ).toBe(true);
    expect(other.length).toBeLessThanOrEqual(RARE_POINTS.length * 2);
    expect(other.filter((file) => file.bytes > SLICE_MAX_BYTES)).toEqual([]);
  });
});
