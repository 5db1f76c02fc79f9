import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, checkPhone, useBrowser } from './browser.ts';
import { openEpisode } from './episodes.ts';

// 소곤 as an app (issue 21): installable from Chromium, with an offline page for page loads
// without a connection, and new versions that wait until the listener accepts them.
const session = useBrowser();

/** Waits until the service worker is active and controls the page (it claims open pages). */
async function workerInControl(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 15_000 })
    .toMatch(/\/sw\.js\?v=/);
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Asks the controlling worker its version and caches (the 'version' message of public/sw/messages.js). */
function workerVersion(page: Page): Promise<{ version: string; caches: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) =>
          event.data.ok ? resolve(event.data.result) : reject(event.data);
        navigator.serviceWorker.controller!.postMessage({ type: 'version' }, [channel.port2]);
      }),
  );
}

/** Every address in the worker's caches, by cache, as paths with their query. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return out;
  });
}

const offlineHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: '인터넷에 연결되어 있지 않아요' });

/** Chromium's own verdict (DevTools' Application panel): no reason the site could not be installed. */
async function checkInstallable(page: Page) {
  await page.goto('/');
  await workerInControl(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  expect(parsed.url).toBe(`${BASE_URL}/manifest.webmanifest`);
}

describe('소곤 as an app', () => {
  it('is installable: Chromium finds no reason against it once the worker is active', async () => {
    // Chromium offers no install in an incognito profile, which every context of a launched
    // browser is: this check runs in a profile of its own.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'sogon-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      baseURL: BASE_URL,
      locale: 'ko-KR',
    });
    try {
      await checkInstallable(context.pages()[0] ?? (await context.newPage()));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('serves the manifest, its icons and the worker scripts as browsers expect', async () => {
    const { page } = session;
    await page.goto('/');

    const response = await fetch(`${BASE_URL}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: '소곤',
      short_name: '소곤',
      lang: 'ko',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#100e1c',
      theme_color: '#100e1c',
    });
    expect(manifest.description).toContain('ASMR·오디오툰 플랫폼 소곤');
    expect(
      manifest.shortcuts.map((shortcut: { name: string; url: string }) => [shortcut.name, shortcut.url]),
    ).toEqual([
      ['이어 듣기', '/library?tab=recent'],
      ['보관함', '/library?tab=owned'],
    ]);
    for (const icon of manifest.icons as { src: string }[]) {
      const file = await fetch(`${BASE_URL}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
    }

    // The page head: the manifest link, the status bar colour and the home-screen icon on iPhone.
    expect(await page.locator('head link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    expect(await page.locator('head meta[name="theme-color"]').getAttribute('content')).toBe('#100e1c');
    expect(await page.locator('head meta[name="mobile-web-app-capable"]').getAttribute('content')).toBe(
      'yes',
    );
    expect(await page.locator('head meta[name="apple-mobile-web-app-title"]').getAttribute('content')).toBe(
      '소곤',
    );
    const appleIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await fetch(new URL(appleIcon!, BASE_URL))).status).toBe(200);

    // The worker's scripts are never answered from an HTTP cache, so updates are seen at once.
    for (const path of ['/sw.js', '/sw/cache-names.js', '/sw/routes.js', '/sw/messages.js']) {
      const script = await fetch(`${BASE_URL}${path}`);
      expect(script.status, path).toBe(200);
      expect(script.headers.get('cache-control'), path).toBe('no-cache');
      expect(script.headers.get('content-type'), path).toContain('javascript');
    }
  });

  it('shows the Korean offline page for a page load without a connection, and the page once back', async () => {
    const { page, context } = session;
    await page.goto('/');
    const scriptUrl = await workerInControl(page);
    const version = new URL(scriptUrl).searchParams.get('v');
    expect((await workerVersion(page)).caches).toContain(`sogon-shell-${version}`);

    await context.setOffline(true);
    // A page this browser never loaded: only the worker can answer.
    await page.goto('/notice');
    await offlineHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/notice');
    expect(await page.getByText('연결을 확인한 뒤 다시 시도해 주세요.', { exact: false }).isVisible()).toBe(
      true,
    );
    // Styled by the cached build files (globals.css's --bg), not a bare page.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(16, 14, 28)',
    );
    await checkPhone(page, 'app-offline');

    // 다시 시도 while still offline: the same page again.
    await page.getByRole('button', { name: '다시 시도' }).click();
    await offlineHeading(page).waitFor();

    // Back online, the page asked for loads (the offline page reloads by itself on 'online').
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: '공지사항' }).waitFor();
    expect(await offlineHeading(page).count()).toBe(0);

    // Nothing but the shell and build files was stored: no API answer, media, or signed-in page.
    const stored = Object.entries(await cachedPaths(page)).filter(([name]) => name.startsWith('sogon-'));
    expect(stored.length).toBeGreaterThan(0);
    for (const [name, paths] of stored) {
      for (const path of paths) {
        expect(
          path === '/offline' || path === '/library?tab=saved' || path.startsWith('/_next/static/'),
          `${name}: ${path}`,
        ).toBe(true);
      }
    }
  });

  it('offers a new version only while nothing plays, and switches to it on 새로고침', async () => {
    const { page } = session;
    await openEpisode(page, '한밤의 빗소리');
    const oldVersion = new URL(await workerInControl(page)).searchParams.get('v');

    const player = page.locator('section[aria-labelledby="episode-title"]');
    await player.getByRole('button', { name: '재생', exact: true }).click();
    const audio = page.locator('[data-player="audio"]');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);

    // A new build: the worker at a new address installs and waits.
    await page.evaluate(() =>
      navigator.serviceWorker.register('/sw.js?v=e2e-next', { updateViaCache: 'none' }),
    );
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL),
      )
      .toContain('v=e2e-next');
    const prompt = page.getByRole('region', { name: '새 버전이 있어요' });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await prompt.count(), 'no offer while playing').toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain(
      `v=${oldVersion}`,
    );

    // Paused: the offer appears; playback was not interrupted by it.
    await player.getByRole('button', { name: '일시정지', exact: true }).click();
    await prompt.waitFor();
    await checkPhone(page, 'app-update-prompt');

    // The new worker takes over (controllerchange), then the page reloads under it.
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await prompt.getByRole('button', { name: '새로고침' }).click();
    await reloaded;
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toContain('v=e2e-next');
    const after = await workerVersion(page);
    expect(after.version).toBe('e2e-next');
    expect(after.caches).toContain('sogon-shell-e2e-next');
    // Activating the new version deleted the old version's caches.
    expect(after.caches).not.toContain(`sogon-static-${oldVersion}`);
  });
});
