import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, newContext } from './browser.ts';
import {
  firstLoadCeiling,
  keepServerParts,
  pageScripts,
  publicRoutes,
  replacedParts,
  serverParts,
  settledParts,
  totalBytes,
} from './first-load.ts';
import { openWithLaterChunksHeld } from './later-chunks.ts';
import { audit, type Category, sitemapPaths, startChrome } from './lighthouse.ts';

// Lighthouse on the pages crawlers and share previews reach first, for the categories that do
// not depend on the machine's speed: accessibility, best practices and SEO must stay at 0.95 or
// above. Performance is measured by `npm run bench:web`, not asserted here. Search results are
// noindex on purpose (endless variations of the catalog), so only their accessibility and best
// practices are held to it.
const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
const MIN_SCORE = 0.95;

let chrome: Awaited<ReturnType<typeof startChrome>>;
beforeAll(async () => {
  chrome = await startChrome();
});
afterAll(async () => {
  await chrome?.stop();
});

async function playlistPath(): Promise<string> {
  const found = (await sitemapPaths(BASE_URL)).find((path) => /^\/playlist\/\d+$/.test(path));
  expect(found).toBeTruthy();
  return found!;
}

describe('Lighthouse (mobile)', () => {
  const cases: [string, () => Promise<string>, readonly Category[]][] = [
    ['home', async () => '/', CATEGORIES],
    ['a playlist', playlistPath, CATEGORIES],
    ['search results', async () => `/search?keyword=${encodeURIComponent('빗소리')}`, CATEGORIES.slice(0, 2)],
  ];
  it.each(cases)('scores %s at 0.95 or more', async (_name, route, categories) => {
    const target = await route();
    const run = await audit(`${BASE_URL}${target}`, chrome.port, categories);
    const low = categories
      .filter((category) => run.scores[category] < MIN_SCORE)
      .map((category) => `${category} ${run.scores[category]}`);
    // The failing audits are in the message, so a regression names its cause.
    expect({ low, failing: low.length > 0 ? run.failing : [] }).toEqual({ low: [], failing: [] });
  });
});

// Issue 19: the gzipped JavaScript of every public route's first load stays under its ceiling
// (first-load.ts: the goal, 150 kB, or what a route still above it measured). The player and hls.js load on the first play, or at idle
// on pages with a play button, never with a page.
describe('first-load JavaScript', () => {
  it('stays under its ceiling on every public route, and hydrates the later parts in place', async () => {
    const routes = await publicRoutes(BASE_URL);
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(['home', 'playlist', 'episode', 'channel']));
    const browser = await launchBrowser();
    try {
      const over: string[] = [];
      const replaced: string[] = [];
      for (const [name, route] of Object.entries(routes)) {
        const scripts = await pageScripts(browser, BASE_URL, route);
        const bytes = totalBytes(scripts.firstLoad);
        const ceiling = firstLoadCeiling(name);
        if (bytes > ceiling)
          over.push(`${name} ${route}: ${(bytes / 1024).toFixed(1)} kB > ${(ceiling / 1024).toFixed(1)} kB`);
        // A part React rendered anew instead of hydrating (an update reached it first) moves and
        // blinks, and its button is not the one a press before it hydrated was held for.
        for (const text of scripts.replaced) replaced.push(`${name} ${route}: ${text}`);
      }
      expect({ over, replaced }, [...over, ...replaced].join('\n')).toEqual({ over: [], replaced: [] });
    } finally {
      await browser.close();
    }
    // Nine cold loads, each until the network is idle, which includes what the pages hydrate after
    // their load event (toggles, the subscription box, inactive tabs): 4–7 s a route here.
  }, 150_000);
});

// The check above sees a part React rendered anew only when the page's timing makes it happen.
// Here the order is forced. A first tab lets the later code through in the order it was asked
// for, and notes which chunk made a part hydrate (or be replaced). A second tab lets everything else through first
// (the player, which pages with a play button load at idle) and those chunks last, so whatever
// the player's loading changes reaches the parts while they still wait for their code (decision
// 048): React must still hydrate each server button in place.
describe('later parts and the player', () => {
  it.each(['playlist', 'episode', 'video'])(
    'hydrate the %s page in place when the player comes before them',
    async (name) => {
      const route = (await publicRoutes(BASE_URL))[name];
      expect(route).toBeTruthy();
      const browser = await launchBrowser();
      try {
        const from = await (await newContext(browser)).newPage();
        const partChunks = new Set<string>();
        const first = await openWithLaterChunksHeld(from, route!, keepServerParts);
        await expect.poll(first.held, { timeout: 15_000 }).toBeGreaterThan(0);
        let settled = await settledParts(first.page);
        await first.releaseInTurn(
          () => 0,
          async (chunk) => {
            const now = await settledParts(first.page);
            if (now > settled) partChunks.add(chunk);
            settled = now;
          },
        );
        const firstReplaced = await replacedParts(first.page);
        await first.close();
        // The page has later parts, and their code was told apart from the rest.
        expect(partChunks.size).toBeGreaterThan(0);

        const second = await openWithLaterChunksHeld(from, route!, keepServerParts);
        await expect.poll(second.held, { timeout: 15_000 }).toBeGreaterThan(0);
        expect(await serverParts(second.page)).toBeGreaterThan(0);
        const order = await second.releaseInTurn((held) =>
          Math.max(
            0,
            held.findIndex((c) => !partChunks.has(c)),
          ),
        );
        expect(order.length).toBeGreaterThan(partChunks.size);
        expect({ firstReplaced, replaced: await replacedParts(second.page) }).toEqual({
          firstReplaced: [],
          replaced: [],
        });
        await second.close();
      } finally {
        await browser.close();
      }
    },
    120_000,
  );
});
