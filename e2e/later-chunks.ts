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
  /**
   * Lets the held requests through one at a time, in the order `pick` chooses among those held,
   * each once the page settled from the one before (requests made meanwhile are held too), with
   * `after` called once the page settled from each; then every later one. Answers the chunks in
   * the order they went.
   */
  releaseInTurn: (
    pick: (held: readonly string[]) => number,
    after?: (chunk: string) => Promise<void>,
  ) => Promise<string[]>;
  close: () => Promise<void>;
}

/** Until the page ran what has arrived: a task, then an idle moment. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => window.requestIdleCallback(() => resolve(), { timeout: 1000 }), 50),
      ),
  );

/**
 * Opens `path` as the person of `from` in a new tab whose code loaded after the first load (the
 * parts hydrated later, decision 048, and the player) is held back: every script chunk that the
 * server's HTML does not name waits until `release()`. A journey can then press a button of the
 * server's HTML before its part hydrated, every time, where otherwise only a slow machine would;
 * or choose which code arrives first. The tab has no service worker, whose fetches the browser's
 * request routing would not see. `beforeScripts` runs in the tab before any of the page's scripts.
 */
export async function openWithLaterChunksHeld(
  from: Page,
  path: string,
  beforeScripts?: () => void,
): Promise<HeldPage> {
  const browser = from.context().browser();
  if (!browser) throw new Error('the page has no browser');
  const context = await newContext(browser, {
    viewport: from.viewportSize() ?? { width: 1280, height: 800 },
    serviceWorkers: 'block',
    storageState: await from.context().storageState(),
  });
  if (beforeScripts) await context.addInitScript(beforeScripts);
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
  const release = async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
  const chunkOf = (route: Route) => new URL(route.request().url()).pathname;
  return {
    page,
    held: () => held.length,
    release,
    async releaseInTurn(pick, after) {
      const order: string[] = [];
      // Later code is asked for at idle moments after the load event, some only once other
      // code ran: done when nothing is held after the page settled.
      for (;;) {
        if (held.length === 0) {
          await settle(page);
          if (held.length === 0) break;
        }
        const [route] = held.splice(pick(held.map(chunkOf)), 1);
        order.push(chunkOf(route!));
        const arrived = page.waitForResponse((response) => response.request() === route!.request());
        await route!.continue();
        await (await arrived).finished();
        await settle(page);
        await after?.(order.at(-1)!);
      }
      await release();
      return order;
    },
    close: () => context.close(),
  };
}
