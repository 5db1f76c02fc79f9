import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { BASE_URL, inTabs, launchBrowser, newContext, PHONE } from './browser.ts';
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
      // Both widths at once, a tab each: the waits for an idle network overlap.
      await Promise.all(
        [PHONE, { width: 1280, height: 900 }].map(async (viewport) => {
          const context = await newContext(browser, { viewport });
          try {
            await inTabs(
              context,
              Object.entries(routes),
              { tabs: 1, viewport },
              async (page, [name, route]) => {
                await page.goto(`${BASE_URL}${route}`, { waitUntil: 'networkidle' });
                for (const line of await axeViolations(page))
                  found.push(`${viewport.width}px ${name} ${route}: ${line}`);
              },
            );
          } finally {
            await context.close();
          }
        }),
      );
      expect(found.sort()).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
