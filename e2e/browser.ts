import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/** The site under test; `npm run test:e2e` starts one and sets this. */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));

/** The system Chromium, and the flags every browser of the journeys and benchmarks runs with. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** A port nothing listens on right now (loopback), for servers the tests start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A context on the site under test, in Korean and Seoul time; `options` adds to or overrides that. */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1280, height: 800 },
    ...options,
  });
}

/** Saves a full-page screenshot of `page` to e2e/artifacts/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = `${ARTIFACTS}${name.replace(/[^\w.-]+/g, '_').slice(0, 120)}.png`;
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One browser per test file and one fresh context (cookies, permissions) per test. A failing
 * test leaves a screenshot of its page in e2e/artifacts/.
 */
export function useBrowser(): Session {
  const session = {} as Session;
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    session.context = await newContext(session.browser);
    session.page = await session.context.newPage();
    // E2E_CONSOLE=1: the page's console and uncaught errors in the journey's output.
    if (process.env.E2E_CONSOLE) {
      session.page.on('console', (message) => console.log(`[page ${message.type()}] ${message.text()}`));
      session.page.on('pageerror', (error) => console.log(`[page error] ${error.stack ?? error.message}`));
    }
  });
  // Vitest marks the test failed before afterEach runs (and runs onTestFailed only after it),
  // so the screenshot is taken here, while the page is still open.
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && session.page && !session.page.isClosed()) {
      try {
        const file = await screenshot(session.page, `${ctx.task.name}-failure`);
        console.error(`[e2e] screenshot of the failed test: ${file}`);
      } catch (error) {
        console.error('[e2e] could not save a screenshot:', error);
      }
    }
    await session.context?.close();
  });
  return session;
}

/** The phone the journeys check layouts on (an iPhone 12–14 in CSS pixels). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Screenshots `page` as it is and at 390×844 (e2e/artifacts/<name>-<width>.png), and requires
 * that nothing makes the page wider than the phone. The viewport is restored afterwards.
 */
export async function checkPhone(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  if (before) await screenshot(page, `${name}-${before.width}`);
  await page.setViewportSize(PHONE);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await screenshot(page, `${name}-390`);
  expect(width, `${name}: no horizontal overflow at ${PHONE.width} px`).toBeLessThanOrEqual(PHONE.width);
  if (before) await page.setViewportSize(before);
}

/**
 * Runs `work` on each item in `tabs` pages of `context` at once (each page takes the next item
 * when it is done), at `viewport`. For sweeps of many pages that each wait for the network to go
 * idle or for Chromium's late console reports: the waits overlap instead of adding up.
 */
export async function inTabs<T>(
  context: BrowserContext,
  items: readonly T[],
  options: { tabs: number; viewport: { width: number; height: number } },
  work: (page: Page, item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const tab = async () => {
    const page = await context.newPage();
    try {
      await page.setViewportSize(options.viewport);
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(page, item);
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.tabs, items.length) }, tab));
}
