import type { Page, Route } from 'playwright-core';
import { newContext } from './browser.ts';

/** Script chunks, by path, as a page's HTML names them (script tags, preloads, React's payload). */
const CHUNK = /static\/chunks\/[^"'\\\s?]+\.js/g;

export interface HeldPage {
  /** A tab of the same person (cookies and storage copied) with no service worker. */
  page: Page;
  /** How many script requests are held right now. */
  held: () => number;
  /** Lets every held request and every later one through. */
  release: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Opens `path` as the person of `from` in a new tab whose code loaded after the first load (the
 * parts hydrated later, decision 048) is held back: every script chunk that the server's HTML does
 * not name waits until `release()`. A journey can then press a button of the server's HTML before
 * its part hydrated, every time, where otherwise only a slow machine would. The tab has no service
 * worker, whose fetches the browser's request routing would not see.
 */
export async function openWithLaterChunksHeld(from: Page, path: string): Promise<HeldPage> {
  const browser = from.context().browser();
  if (!browser) throw new Error('the page has no browser');
  const context = await newContext(browser, {
    viewport: from.viewportSize() ?? { width: 1280, height: 800 },
    serviceWorkers: 'block',
    storageState: await from.context().storageState(),
  });
  const page = await context.newPage();
  const html = await (await page.request.get(path)).text();
  const named = new Set([...html.matchAll(CHUNK)].map(([chunk]) => `/_next/${chunk}`));
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const chunk = new URL(route.request().url()).pathname;
    if (holding && chunk.endsWith('.js') && !named.has(chunk)) held.push(route);
    else await route.continue();
  });
  await page.goto(path);
  return {
    page,
    held: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    close: () => context.close(),
  };
}
