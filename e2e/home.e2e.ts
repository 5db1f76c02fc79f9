import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, useBrowser } from './browser.ts';
import { PAID_ROW } from './episodes.ts';

// Browser journeys of the foundation issue, against the demo seed (Korean copy on every page).
const session = useBrowser();

const DAY_S = 86_400;
const HOUR_S = 3_600;

async function metaContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(`head meta[${selector}]`).first().getAttribute('content');
}

/** Opens a playlist from the home page by clicking its card and returns its id. */
async function openPlaylistFromHome(page: Page, title: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('link', { name: title }).first().click();
  await page.waitForURL(/\/playlist\/\d+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return new URL(page.url()).pathname.split('/')[2]!;
}

async function cookieMap(page: Page) {
  const cookies = await page.context().cookies(BASE_URL);
  return new Map(cookies.map((cookie) => [cookie.name, cookie]));
}

describe('home page', () => {
  it('shows the demo content in Korean with the header, the footer and the page head', async () => {
    const { page } = session;
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    expect(await page.title()).toContain('소곤');

    const firstSection = page.getByRole('heading', { level: 2 }).first();
    expect(await firstSection.textContent()).toBe('지금 뜨는 ASMR');
    expect(await firstSection.isVisible()).toBe(true);
    await page.getByRole('link', { name: '한밤의 빗소리' }).first().waitFor({ state: 'visible' });

    await page.getByRole('banner').waitFor({ state: 'visible' });
    await page.getByRole('contentinfo').waitFor({ state: 'visible' });
    expect(await page.getByRole('banner').getByRole('navigation', { name: '주 메뉴' }).count()).toBe(1);

    expect(await metaContent(page, 'name="robots"')).toBe('index, nofollow');
    expect(await metaContent(page, 'property="og:title"')).toContain('소곤');
    expect(await metaContent(page, 'property="og:image"')).toMatch(/\/og-default\.png$/);
    expect(await metaContent(page, 'name="twitter:card"')).toBe('summary_large_image');
    // One address for the home page, whatever query brought the visitor (issue 36).
    await page.goto('/?p_id=blog_kim&action=login');
    const canonical = page.locator('head link[rel="canonical"]');
    expect(await canonical.count()).toBe(1);
    // Next.js writes the origin without its slash: the same address.
    expect(new URL((await canonical.getAttribute('href')) ?? '').href).toBe(`${BASE_URL}/`);
  });
});

describe('modal', () => {
  it('opens the login dialog from /?action=login; Escape closes it and unlocks scrolling', async () => {
    const { page } = session;
    await page.goto('/?action=login');
    const dialog = page.getByRole('dialog', { name: '소곤 로그인' });
    await dialog.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    await dialog.getByLabel('이메일').waitFor({ state: 'visible' });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.body.classList.contains('scroll-locked'), undefined, {
      timeout: 5_000,
    });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('toast', () => {
  it('shows 링크를 복사했어요. at the top centre after 링크 공유 and hides it again', async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await page.goto('/playlist/1');

    await page.getByRole('button', { name: '링크 공유' }).click();
    const region = page.getByRole('status', { name: '알림' });
    const toast = region.getByRole('button', { name: /링크를 복사했어요\./ });
    await toast.waitFor({ state: 'visible', timeout: 5_000 });

    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box).not.toBeNull();
    expect(viewport).not.toBeNull();
    const centreX = box!.x + box!.width / 2;
    expect(Math.abs(centreX - viewport!.width / 2)).toBeLessThanOrEqual(40);
    expect(box!.y).toBeLessThan(120);

    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}/playlist/1`);

    // Auto-close after 2 s; allow slack for a slow machine.
    await toast.waitFor({ state: 'detached', timeout: 4_000 });
  });
});

describe('partner cookies', () => {
  it('stores p_id and s_id from the query with their lifetimes', async () => {
    const { page } = session;
    await page.goto('/?p_id=blog_kim&s_id=sess42');
    const now = Date.now() / 1000;
    const cookies = await cookieMap(page);

    const expected: [name: string, value: string, days: number][] = [
      ['p_id', 'blog_kim', 30],
      ['p_id_1', 'blog_kim', 1],
      ['p_id_3', 'blog_kim', 3],
      ['p_id_7', 'blog_kim', 7],
      ['isPartner', '1', 2],
      ['s_id', 'sess42', 1],
    ];
    for (const [name, value, days] of expected) {
      const cookie = cookies.get(name);
      expect(cookie, `cookie ${name}`).toBeDefined();
      expect(cookie!.value, `cookie ${name}`).toBe(value);
      expect(cookie!.path, `cookie ${name}`).toBe('/');
      expect(Math.abs(cookie!.expires - (now + days * DAY_S)), `expiry of ${name}`).toBeLessThan(HOUR_S);
    }
    expect(cookies.has('adult_pid')).toBe(false);
  });

  it('keeps adult_pid only while the visitor stays under /playlist/', async () => {
    const { page } = session;
    // Which responses delete adult_pid, to say why it is missing.
    const deletedBy: string[] = [];
    page.on('response', async (response) => {
      const headers = await response.headersArray().catch(() => []);
      const deletes = headers.some(
        (header) => header.name.toLowerCase() === 'set-cookie' && /^adult_pid=;/.test(header.value),
      );
      if (!deletes) return;
      const url = new URL(response.url());
      const prefetch = (await response.request().headerValue('next-router-prefetch')) ? ' (prefetch)' : '';
      deletedBy.push(`${response.request().method()} ${url.pathname}${url.search}${prefetch}`);
    });
    await page.goto('/playlist/1?p_id=adult_pick');
    // Let the page settle (hydration, link prefetches): the cookie must survive it.
    await page.waitForLoadState('networkidle');
    let cookies = await cookieMap(page);
    expect(cookies.get('p_id')?.value).toBe('adult_pick');
    expect(
      cookies.get('adult_pid')?.value,
      `adult_pid after /playlist/1?p_id=adult_pick (deleted by responses to: ${deletedBy.join(', ') || 'none'})`,
    ).toBe('adult_pick');
    expect(Math.abs(cookies.get('adult_pid')!.expires - (Date.now() / 1000 + DAY_S))).toBeLessThan(HOUR_S);

    await page.goto('/');
    cookies = await cookieMap(page);
    expect(cookies.has('adult_pid'), 'adult_pid after leaving /playlist/').toBe(false);
    expect(cookies.get('p_id')?.value).toBe('adult_pick');
  });
});

describe('playlist', () => {
  it('goes from a home card to an episode whose audio streams with range requests', async () => {
    const { page } = session;
    const playlistId = await openPlaylistFromHome(page, '한밤의 빗소리');

    const episodes = page.getByRole('region', { name: /에피소드/ }).getByRole('link');
    expect(await episodes.count()).toBe(4);
    await episodes.first().click();
    await page.waitForURL(new RegExp(`/playlist/${playlistId}/\\d+$`));

    // The episode streams as HLS: segments arrive from the public path while currentTime moves.
    const segments: string[] = [];
    page.on('response', (response) => {
      if (/\/media\/hls\/\d+\/pub\/.+\.ts$/.test(response.url()) && response.status() === 200)
        segments.push(response.url());
    });
    await page
      .locator('section[aria-labelledby="episode-title"]')
      .getByRole('button', { name: '재생', exact: true })
      .click();
    const audio = page.locator('[data-player="audio"]');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    expect(segments.length).toBeGreaterThan(0);

    const ranged = await page.evaluate(async (url) => {
      const full = await fetch(url, { method: 'HEAD' });
      const part = await fetch(url, { headers: { Range: 'bytes=0-1023' } });
      const body = await part.arrayBuffer();
      return {
        fullStatus: full.status,
        status: part.status,
        contentRange: part.headers.get('content-range'),
        bytes: body.byteLength,
      };
    }, segments[0]!);
    expect(ranged.fullStatus).toBe(200);
    expect(ranged.status).toBe(206);
    expect(ranged.contentRange).toMatch(/^bytes 0-1023\/\d+$/);
    expect(ranged.bytes).toBe(1024);

    const loaded = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<{ readyState: number; duration: number; error: string | null }>((resolve) => {
          const done = () =>
            resolve({
              readyState: element.readyState,
              duration: element.duration,
              error: element.error ? `${element.error.code} ${element.error.message}` : null,
            });
          element.addEventListener('loadedmetadata', done, { once: true });
          element.addEventListener('error', done, { once: true });
          setTimeout(done, 10_000);
          element.load();
        }),
    );
    expect(loaded.error).toBeNull();
    expect(loaded.readyState).toBeGreaterThanOrEqual(1);
    expect(loaded.duration).toBeGreaterThan(0);
  });

  it('locks a paid episode: 구매 후 들을 수 있어요 and no player', async () => {
    const { page } = session;
    const playlistId = await openPlaylistFromHome(page, '바이노럴 집중 사운드');

    const paid = page
      .getByRole('region', { name: /에피소드/ })
      .getByRole('link')
      .filter({ hasText: PAID_ROW })
      .first();
    await paid.click();
    await page.waitForURL(new RegExp(`/playlist/${playlistId}/\\d+$`));

    await page.getByText('구매 후 들을 수 있어요').waitFor({ state: 'visible' });
    expect(await page.locator('audio').count()).toBe(0);
    expect(await page.locator('video').count()).toBe(0);
  });
});

describe('API from the browser', () => {
  it('answers an unknown /api/live path with 404 ERROR_API_PATH_WRONG', async () => {
    const { page } = session;
    await page.goto('/');
    const result = await page.evaluate(async () => {
      const response = await fetch('/api/live/nope');
      return { status: response.status, body: (await response.json()) as { message?: string } };
    });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('ERROR_API_PATH_WRONG');
  });
});
