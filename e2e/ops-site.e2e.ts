import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { sitePopupTexts } from '@sogon/contract/messages/site-popup';
import { kstParts } from '@sogon/contract/time/kst';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkPhone, newContext, useBrowser } from './browser.ts';
import { API, WRITE } from './members.ts';
import { NO_OPERATOR, OPERATOR, signIn } from './ops-console.ts';

// Merchandising from the console (issue 17): the operator schedules a home banner whose period
// includes now and one that starts tomorrow, each with an uploaded image, alt text and a preview;
// the home page shows the first and not the second. Then the home popup: the operator opens its
// window around now, a visitor sees the dialog (닫기, Escape, 오늘 하루 보지 않기), and closing
// the window takes it away. Everything the journey opens is hidden or closed again at the end.
const session = useBrowser();
const text = opsSiteTexts;
const HOUR = 3_600_000;

/** A datetime-local value on Seoul clocks. */
function kst(at: number): string {
  const p = kstParts(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A real 32×32 PNG: banners are re-encoded, and a side under 16 px is refused (issue 36). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAKUlEQVR42u3NQQkAAAgEsIttRFtpCh/CYP+la05FIBAIBAKBQCAQfAkWIUb8eQY1GRIAAAAASUVORK5CYII=',
  'base64',
);

async function consoleCall(context: BrowserContext, method: 'POST' | 'PUT', path: string, data: object) {
  const response = await context.request.fetch(`${API}${path}`, { method, headers: WRITE, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
}

async function scheduleBanner(
  page: Page,
  title: string,
  alt: string,
  start: number,
  end: number,
): Promise<number> {
  const fields = text.banners.fields;
  await page.goto('/ops/banners/new');
  await page.getByRole('heading', { name: text.banners.newHeading, level: 1 }).waitFor();
  await page.getByLabel(fields.title, { exact: true }).fill(title);
  await page
    .getByLabel(fields.imageFile, { exact: true })
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText(text.banners.uploaded).waitFor();
  expect(await page.getByLabel(fields.imageUrl, { exact: true }).inputValue()).toMatch(
    /^\/media\/site\/[0-9a-f]{24}\.jpg$/,
  );
  await page.getByLabel(fields.imageAlt, { exact: true }).fill(alt);
  await page.getByLabel(fields.linkUrl, { exact: true }).fill('/event');
  await page.getByLabel(fields.sort, { exact: true }).fill('9999');
  await page.getByLabel(fields.startsAt, { exact: true }).fill(kst(start));
  await page.getByLabel(fields.endsAt, { exact: true }).fill(kst(end));
  // The preview is the home page's banner strip with the draft, and the schedule in Seoul time.
  const preview = page.getByTestId('site-preview');
  await preview.getByText(title).waitFor();
  expect(await preview.getByRole('img', { name: alt }).count()).toBe(1);
  await preview
    .getByText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} ~ \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 한국 시간/)
    .waitFor();
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await page.waitForURL(/\/ops\/banners\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('merchandising from the console', () => {
  it('schedules a banner for now and one for tomorrow; the home page shows only the first', {
    timeout: 180_000,
  }, async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page, context } = session;
    const stamp = Date.now().toString(36);
    const now = Date.now();
    const current = `지금 배너 ${stamp}`;
    const tomorrow = `내일 배너 ${stamp}`;
    const ids: number[] = [];

    await page.goto('/ops/banners');
    await page.waitForURL(`${BASE_URL}/ops/login`);
    await signIn(page, OPERATOR);
    try {
      // End before start: the API's message, and nothing is saved.
      await page.goto('/ops/banners/new');
      await page.getByLabel(text.banners.fields.title, { exact: true }).fill(`잘못된 배너 ${stamp}`);
      await page.getByLabel(text.banners.fields.imageUrl, { exact: true }).fill('/media/site/x.png');
      await page.getByLabel(text.banners.fields.imageAlt, { exact: true }).fill('대체 텍스트');
      await page.getByLabel(text.banners.fields.startsAt, { exact: true }).fill(kst(now + HOUR));
      await page.getByLabel(text.banners.fields.endsAt, { exact: true }).fill(kst(now));
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: text.details.periodOrder }).waitFor();
      expect(page.url()).toBe(`${BASE_URL}/ops/banners/new`);

      ids.push(await scheduleBanner(page, current, `${current} 그림`, now - HOUR, now + 24 * HOUR));
      await checkPhone(page, 'ops-site-banner-editor');
      ids.push(await scheduleBanner(page, tomorrow, `${tomorrow} 그림`, now + 24 * HOUR, now + 48 * HOUR));

      // The list shows both, live and scheduled, with their Seoul-time periods.
      await page.goto('/ops/banners?type=main');
      const rowOf = (title: string) => page.getByRole('row').filter({ hasText: title });
      await rowOf(current).getByText(text.status.live, { exact: true }).waitFor();
      await rowOf(tomorrow).getByText(text.status.scheduled, { exact: true }).waitFor();
      expect(await rowOf(tomorrow).textContent()).toContain('한국 시간');
      await checkPhone(page, 'ops-site-banners');

      // A visitor's home page: the current banner (the home answer is cached for up to 10 s).
      const visitor = await newContext(session.browser);
      try {
        const home = await visitor.newPage();
        const deadline = Date.now() + 30_000;
        for (;;) {
          await home.goto('/');
          if ((await home.getByRole('img', { name: `${current} 그림` }).count()) > 0) break;
          if (Date.now() > deadline) throw new Error('the scheduled banner never reached the home page');
          await home.waitForTimeout(2_000);
        }
        await home.getByRole('link', { name: new RegExp(current) }).waitFor();
        expect(await home.getByText(tomorrow).count()).toBe(0);
        expect(await home.getByRole('img', { name: `${tomorrow} 그림` }).count()).toBe(0);
      } finally {
        await visitor.close();
      }
    } finally {
      for (const id of ids) {
        await consoleCall(context, 'POST', `/ops/banners/${id}/visibility`, {
          hidden: true,
          reason: '여정 정리',
        });
      }
    }
  });

  it('lets the home page become network-idle with a banner to a page that does not exist', {
    timeout: 120_000,
  }, async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page, context } = session;
    const stamp = Date.now().toString(36);
    const title = `없는 페이지 배너 ${stamp}`;
    const missing = `/no-such-page-${stamp}`;
    const now = Date.now();

    await page.goto('/ops/banners');
    await page.waitForURL(`${BASE_URL}/ops/login`);
    await signIn(page, OPERATOR);
    const uploaded = await context.request.post(`${API}/ops/banners/image`, {
      headers: { 'x-client': WRITE['x-client'] },
      multipart: { image: { name: 'banner.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const { imageUrl } = ((await uploaded.json()) as { result: { imageUrl: string } }).result;
    const created = await context.request.post(`${API}/ops/banners`, {
      headers: WRITE,
      data: {
        type: 'main',
        title,
        imageAlt: `${title} 그림`,
        imageUrl,
        linkUrl: missing,
        startsAt: kst(now - HOUR),
        endsAt: kst(now + HOUR),
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const id = ((await created.json()) as { result: { id: number } }).result.id;
    const visitor = await newContext(session.browser);
    try {
      const home = await visitor.newPage();
      // A request for the missing page left open keeps the page from ever idling.
      const requests = new Map<object, 'open' | 'done'>();
      home.on('request', (request) => {
        if (new URL(request.url()).pathname === missing) requests.set(request, 'open');
      });
      const settle = (request: object) => {
        if (requests.has(request)) requests.set(request, 'done');
      };
      home.on('requestfinished', settle);
      home.on('requestfailed', settle);
      const banner = home.getByRole('link', { name: new RegExp(title) });
      const deadline = Date.now() + 30_000;
      for (;;) {
        await home.goto('/');
        if ((await banner.count()) > 0) break;
        if (Date.now() > deadline) throw new Error('the banner never reached the home page');
        await home.waitForTimeout(2_000);
      }
      expect(await banner.getAttribute('href')).toBe(missing);
      // The newest banner of the lowest order comes first, in view from the start.
      await home.goto('/', { waitUntil: 'networkidle', timeout: 20_000 });
      await banner.scrollIntoViewIfNeeded();
      await banner.hover();
      await home.waitForTimeout(1_000);
      expect([...requests.values()].filter((state) => state === 'open')).toEqual([]);
      // A visit still answers 404 with the not-found page.
      const response = await home.goto(missing);
      expect(response?.status()).toBe(404);
      await home.getByRole('link', { name: '홈으로 가기' }).waitFor();
    } finally {
      await visitor.close();
      await consoleCall(context, 'POST', `/ops/banners/${id}/visibility`, {
        hidden: true,
        reason: '여정 정리',
      });
    }
  });

  it('opens the home popup for its window only, and 오늘 하루 보지 않기 hides it for the day', {
    timeout: 180_000,
  }, async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page, context } = session;
    const stamp = Date.now().toString(36);
    const title = `연말 팝업 ${stamp}`;
    const now = Date.now();
    const fields = text.popup.fields;

    await page.goto('/ops/popup');
    await page.waitForURL(`${BASE_URL}/ops/login`);
    await signIn(page, OPERATOR);
    await page.goto('/ops/popup');
    await page.getByRole('heading', { name: text.popup.heading, level: 1 }).waitFor();
    const original = await context.request.get(`${API}/ops/popup`).then((r) => r.json());
    try {
      await page.getByLabel(fields.title, { exact: true }).fill(title);
      await page.getByLabel(fields.body, { exact: true }).fill('하트 두 배 이벤트가 열려요.');
      await page.getByLabel(fields.linkUrl, { exact: true }).fill('/event');
      await page.getByLabel(fields.linkLabel, { exact: true }).fill('이벤트 보기');
      await page.getByLabel(fields.startsAt, { exact: true }).fill(kst(now - HOUR));
      await page.getByLabel(fields.endsAt, { exact: true }).fill(kst(now + HOUR));
      await page.getByTestId('site-preview').getByRole('heading', { name: title }).waitFor();
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await page.getByRole('status').filter({ hasText: text.saved }).waitFor();
      await checkPhone(page, 'ops-site-popup');

      const visitor = await newContext(session.browser);
      try {
        const home = await visitor.newPage();
        const popup = home.getByRole('dialog', { name: title });
        await home.goto('/');
        await popup.waitFor();
        expect(await popup.getAttribute('aria-modal')).toBe('true');
        expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
        await popup.getByText('하트 두 배 이벤트가 열려요.').waitFor();
        await checkPhone(home, 'site-popup-home');
        await popup.getByRole('button', { name: sitePopupTexts.close }).click();
        await popup.waitFor({ state: 'detached' });
        await home.goto('/');
        await popup.waitFor();
        await home.keyboard.press('Escape');
        await popup.waitFor({ state: 'detached' });

        await home.goto('/');
        await popup.getByRole('button', { name: sitePopupTexts.hideToday }).click();
        await popup.waitFor({ state: 'detached' });
        expect((await visitor.cookies(BASE_URL)).find((cookie) => cookie.name === 'popup_hide')).toBeTruthy();
        await home.goto('/');
        await home.waitForLoadState('networkidle');
        expect(await popup.count()).toBe(0);

        // Another visitor, after the operator closes the window: no popup.
        await consoleCall(context, 'PUT', '/ops/popup', {
          title,
          startsAt: kst(now - 2 * HOUR),
          endsAt: kst(now - HOUR),
        });
        const late = await (await newContext(session.browser)).newPage();
        await late.goto('/');
        await late.waitForLoadState('networkidle');
        expect(await late.getByRole('dialog', { name: title }).count()).toBe(0);
        await late.context().close();
      } finally {
        await visitor.close();
      }
    } finally {
      // Put the popup back as it was (the seeded window is in the past).
      const was = original.result as Record<string, string>;
      await consoleCall(context, 'PUT', '/ops/popup', {
        title: was.title,
        body: was.body,
        imageUrl: was.imageUrl,
        imageAlt: was.imageAlt,
        linkUrl: was.linkUrl,
        linkLabel: was.linkLabel,
        startsAt: kst(Date.parse(was.startsAt!)),
        endsAt: kst(Date.parse(was.endsAt!)),
      });
    }
  });
});
