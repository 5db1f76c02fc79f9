import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { BASE_URL, inTabs, PHONE, useBrowser } from './browser.ts';
import { DEMO_CREATOR, logIn } from './members.ts';
import { NO_OPERATOR, OPERATOR, signIn } from './ops-console.ts';

// The accessibility bar (WCAG 2.2 AA, axe-core, 0 violations) where the public journeys do not
// go: every page of the operator console, signed in as an operator, and the creator studio's
// pages as the demo creator, at phone width and on a desktop. The console's pages are read from
// the app's tree (apps/web/src/app/ops), so a page added there is checked without editing this
// file; a page with an id in its address is opened through a link some checked page shows.
// At 390 px nothing may make a page wider than the phone either.
const session = useBrowser();

const DESKTOP = { width: 1280, height: 900 } as const;
const VIEWPORTS = [PHONE, DESKTOP] as const;

const OPS_APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/app/ops');

/** The console's page addresses as the tree spells them: `/ops/banners/[id]`, route groups left out. */
function consoleRoutes(dir = OPS_APP, prefix = '/ops'): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') routes.push(prefix);
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
    const group = /^\(.*\)$/.test(entry.name);
    routes.push(...consoleRoutes(path.join(dir, entry.name), group ? prefix : `${prefix}/${entry.name}`));
  }
  return routes.sort();
}

/** Matches the addresses a route with `[segments]` stands for (one path segment each). */
function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((part) => (/^\[.+\]$/.test(part) ? '[^/?#]+' : part.replace(/[.*+?^${}()|\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const isDynamic = (route: string) => route.includes('[');

/** The console addresses the page links to (paths only, without query or hash). */
async function consoleLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split(/[?#]/)[0] ?? '').filter((href) => href.startsWith('/ops/'));
}

/** Opens `address` once it has settled and adds what axe (and, at 390 px, the width) finds. */
async function check(page: Page, address: string, found: string[]): Promise<void> {
  await page.goto(`${BASE_URL}${address}`, { waitUntil: 'networkidle' });
  const width = page.viewportSize()?.width ?? 0;
  for (const line of await axeViolations(page)) found.push(`${width}px ${address}: ${line}`);
  if (width === PHONE.width) {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > PHONE.width)
      found.push(`${width}px ${address}: wider than the phone (${scrollWidth}px)`);
  }
}

describe('accessibility of the console and the studio', () => {
  it('finds no WCAG 2.2 AA violation on any console page, at 390 px and 1280 px', {
    timeout: 900_000,
  }, async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page } = session;
    const routes = consoleRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/ops/login', '/ops/dashboard', '/ops/members/[id]']));
    const found: string[] = [];

    // The login page, as a stranger sees it.
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await check(page, '/ops/login', found);
    }
    await signIn(page, OPERATOR);

    // The pages with fixed addresses first; then each page with an id, through the first link to
    // it that a checked page shows (a detail page may lead to the next: a member's payments).
    // The desktop pass checks each page and gathers its links in one visit; the phone pass after.
    const fixed = routes.filter((route) => !isDynamic(route) && route !== '/ops/login');
    const pending = routes.filter(isDynamic);
    const addresses = new Map<string, string>(fixed.map((route) => [route, route]));
    const seen = new Set<string>();
    let queue = [...fixed];
    await page.setViewportSize(DESKTOP);
    while (queue.length > 0) {
      const next: string[] = [];
      for (const address of queue) {
        await check(page, address, found);
        for (const link of await consoleLinks(page)) seen.add(link);
      }
      for (const route of [...pending]) {
        const pattern = routePattern(route);
        // `/ops/banners/new` is a page of its own, not the banner with id "new".
        const link = [...seen].find((href) => pattern.test(href) && !fixed.includes(href));
        if (!link) continue;
        pending.splice(pending.indexOf(route), 1);
        addresses.set(route, link);
        next.push(link);
      }
      queue = next;
    }
    if (pending.length > 0) {
      console.warn(
        `[e2e] no link led to these console pages, so they were not checked: ${pending.join(', ')}`,
      );
    }

    // The phone pass in two tabs of the signed-in context: the waits for an idle network overlap.
    await inTabs(session.context, [...addresses.values()], { tabs: 2, viewport: PHONE }, (tab, address) =>
      check(tab, address, found),
    );
    expect(found.sort()).toEqual([]);
  });

  it('finds no WCAG 2.2 AA violation on the studio pages as the demo creator, at 390 px and 1280 px', {
    timeout: 300_000,
  }, async () => {
    const { page } = session;
    await page.goto('/');
    await logIn(page, DEMO_CREATOR.uid, DEMO_CREATOR.password);
    const pages = [
      '/studio',
      '/studio/settlement',
      '/studio/settlement?tab=statements',
      '/studio/settlement?tab=info',
      '/studio/stats',
      '/studio/posts',
      '/studio/announcements',
      '/studio/tiers',
      '/studio/playlists',
    ];
    const found: string[] = [];
    // Both widths at once, a tab each, in the creator's signed-in context.
    await Promise.all(
      VIEWPORTS.map((viewport) =>
        inTabs(session.context, pages, { tabs: 1, viewport }, (tab, address) => check(tab, address, found)),
      ),
    );
    expect(found.sort()).toEqual([]);
  });
});
