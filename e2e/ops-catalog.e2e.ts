import { HOME_ITEM_SETS } from '@sogon/contract/categories';
import { opsTexts } from '@sogon/contract/messages/ops';
import { opsCatalogTexts } from '@sogon/contract/messages/ops-catalog';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkPhone, newContext, useBrowser } from './browser.ts';
import { API } from './members.ts';
import { NO_OPERATOR, OPERATOR, signIn } from './ops-console.ts';

// Content management from the console (issue 17): the operator hides a demo playlist; a visitor
// no longer finds it on the home page or in search, and its page answers as absent; the operator
// publishes it again and it is back.
const session = useBrowser();
const text = opsCatalogTexts;

interface HomeCard {
  id: number;
  title: string;
}

/** A demo playlist the home page shows (the first card of the first non-empty set). */
async function demoPlaylist(): Promise<HomeCard> {
  const response = await fetch(`${API}/v2/service/home?items=[${HOME_ITEM_SETS.join(',')}]`, {
    headers: { 'x-client': 'web' },
  });
  const home = (await response.json()) as { result: { sections: { items: HomeCard[] }[] } };
  const card = home.result.sections.flatMap((section) => section.items)[0];
  expect(card, 'the demo catalog puts playlists on the home page').toBeDefined();
  return card!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Links to the playlist on a page a visitor opens. Each API process drops its home cache on a
 * change it makes; another process's copy lives at most homeCacheMs (10 s), so this looks again
 * for up to 15 s until the count is what the test expects.
 */
async function linksTo(page: Page, url: string, id: number, present: boolean): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await page.goto(url);
    const count = await page.locator(`main a[href="/playlist/${id}"]`).count();
    if (count > 0 === present || Date.now() > deadline) return count;
    await sleep(1_000);
  }
}

async function visitorSees(visitor: BrowserContext, card: HomeCard, present: boolean): Promise<void> {
  const page = await visitor.newPage();
  try {
    const onHome = await linksTo(page, '/', card.id, present);
    const inSearch = await linksTo(
      page,
      `/search?keyword=${encodeURIComponent(card.title)}`,
      card.id,
      present,
    );
    if (present) {
      expect(onHome, 'home page').toBeGreaterThan(0);
      expect(inSearch, 'search').toBeGreaterThan(0);
    } else {
      expect(onHome, 'home page').toBe(0);
      expect(inSearch, 'search').toBe(0);
      const detail = await fetch(`${API}/v2/playlist/${card.id}`, { headers: { 'x-client': 'web' } });
      expect(detail.status).toBe(404);
      expect(((await detail.json()) as { message: string }).message).toBe('ERROR_CONTENT_NOT_EXIST');
    }
  } finally {
    await page.close();
  }
}

async function toggle(page: Page, card: HomeCard, action: 'hide' | 'publish', reason: string): Promise<void> {
  const panel = page.getByRole('region', { name: text.columns.status, exact: true });
  await panel.getByLabel(text.actions.reason, { exact: true }).fill(reason);
  await panel.getByRole('button', { name: text.actions[action], exact: true }).click();
  if (action === 'hide') {
    const confirm = page.getByRole('dialog', { name: text.actions.confirmHide(card.title) });
    await confirm.getByRole('button', { name: text.actions.confirm, exact: true }).click();
  }
  const next = action === 'hide' ? text.status.hidden : text.status.published;
  await panel
    .getByRole('button', { name: action === 'hide' ? text.actions.publish : text.actions.hide })
    .waitFor();
  await page.getByText(next, { exact: true }).first().waitFor();
}

describe('content management from the console', () => {
  it('the operator hides a demo playlist, a visitor no longer finds it, and the operator publishes it again', {
    timeout: 180_000,
  }, async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page } = session;
    const card = await demoPlaylist();
    const visitor = await newContext(session.browser);
    try {
      await visitorSees(visitor, card, true);

      await page.goto('/ops/content');
      await page.waitForURL(`${BASE_URL}/ops/login`);
      await signIn(page, OPERATOR);
      await page.getByRole('banner').getByRole('link', { name: text.nav, exact: true }).click();
      await page.getByRole('heading', { name: text.heading, level: 1 }).waitFor();
      await page.getByLabel(text.search.label, { exact: true }).fill(card.title);
      await page.getByRole('button', { name: text.search.submit, exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: text.search.count(1) })
        .waitFor();
      await checkPhone(page, 'ops-content-list');
      await page.getByRole('link', { name: card.title, exact: true }).click();
      await page.getByRole('heading', { name: card.title, level: 1 }).waitFor();
      await page.getByRole('heading', { name: text.detail.episodes }).waitFor();
      await checkPhone(page, 'ops-content-playlist');

      await toggle(page, card, 'hide', '이용자 신고 확인 중');
      await visitorSees(visitor, card, false);

      // The audit log has the change with its reason.
      await page.goto('/ops/audit');
      await page.getByRole('heading', { name: opsTexts.audit.heading, level: 1 }).waitFor();
      await page.getByText('이용자 신고 확인 중').first().waitFor();

      await page.goto(`/ops/content/${card.id}`);
      await page.getByRole('heading', { name: card.title, level: 1 }).waitFor();
      await toggle(page, card, 'publish', '검토를 마쳤어요');
      await visitorSees(visitor, card, true);
    } finally {
      await visitor.close();
      // Should the journey fail half-way, the demo playlist is published again for the others.
      if (process.env.E2E_DATABASE_URL) {
        const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
        await db.connect();
        await db.query(`update playlists set status = 'published' where id = $1 and status = 'hidden'`, [
          card.id,
        ]);
        await db.end();
      }
    }
  });
});
