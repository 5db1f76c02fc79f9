import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { BASE_URL, launchBrowser, newContext, PHONE } from './browser.ts';
import { publicRoutes } from './first-load.ts';

// The accessibility bar (WCAG 2.2 AA, axe-core, 0 violations) on every public route, at phone
// width and on a desktop, as a visitor sees each page once it has settled.
describe('accessibility', () => {
  it('finds no WCAG 2.2 AA violation with axe-core on the public routes', async () => {
    const routes = await publicRoutes(BASE_URL);
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(['home', 'playlist', 'episode', 'channel']));
    const browser = await launchBrowser();
    try {
      const found: string[] = [];
      for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
        const context = await newContext(browser, { viewport });
        const page = await context.newPage();
        for (const [name, route] of Object.entries(routes)) {
          await page.goto(`${BASE_URL}${route}`, { waitUntil: 'networkidle' });
          for (const line of await axeViolations(page))
            found.push(`${viewport.width}px ${name} ${route}: ${line}`);
        }
        await context.close();
      }
      expect(found).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
