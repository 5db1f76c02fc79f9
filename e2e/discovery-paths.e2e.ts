import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { PHONE, screenshot, useBrowser } from './browser.ts';

// Every path leads somewhere (issue 39, discovery), at phone width against the demo seed: each
// home shelf's 더보기 opens its whole list, the menu reaches 새로 나온, the categories and 실시간,
// a playlist's tag opens its search, and the empty search page offers 인기 검색어 and the
// person's 최근 검색어. Each page is held to WCAG 2.2 AA (axe, 0 violations) and to 390 px.
const session = useBrowser();

/** axe finds nothing, nothing is wider than the phone; a screenshot for the record. */
async function holdsTheBar(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), `${name}: axe (WCAG 2.2 AA)`).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name}: no horizontal overflow at ${PHONE.width} px`).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, `discovery-${name}-390`);
}

/** The playlist cards a listing shows in the page's main part. */
function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

/** The titles of those cards, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  const titles = await cards(page).getByRole('heading').allTextContents();
  return titles.map((title) => title.trim());
}

/** Opens the main menu (behind 메뉴 on a phone) and follows one of its items. */
async function openFromMenu(page: Page, item: string): Promise<void> {
  const menu = page.getByRole('banner').getByRole('navigation', { name: '주 메뉴' });
  await menu.locator('summary').click();
  await menu.getByRole('link', { name: item, exact: true }).click();
}

describe('discovery paths on a phone', () => {
  it("follows every home shelf's 더보기 to a whole list that is not empty, and 실시간 from home", async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: '지금 뜨는 ASMR' }).waitFor();
    await holdsTheBar(page, 'home');

    const more = page.getByRole('main').getByRole('link', { name: / 더보기$/ });
    const names = (
      await more.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))
    ).filter((name) => name !== '');
    expect(names.length, 'the home shelves offer 더보기').toBeGreaterThanOrEqual(3);
    expect(names).toContain('지금 뜨는 ASMR 더보기');

    for (const name of names) {
      const shelf = name.replace(/ 더보기$/, '');
      const link = page.getByRole('link', { name, exact: true });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href, `${name} leads to a list`).toMatch(/^\/category\/\d+$/);
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.getByRole('heading', { level: 1, name: shelf }).waitFor();
      expect(await cards(page).count(), `${shelf}: the whole list is not empty`).toBeGreaterThan(0);
      await holdsTheBar(page, `more-${href.replaceAll('/', '-')}`);
      await page.goBack();
      await page.getByRole('heading', { level: 2, name: '지금 뜨는 ASMR' }).waitFor();
    }

    // The home page's own ways into the rankings: 실시간 is no longer only behind TOP 100.
    await page
      .getByRole('navigation', { name: '둘러보기' })
      .getByRole('link', { name: '실시간 인기', exact: true })
      .click();
    await page.waitForURL(/\/realtime$/);
    await page.getByRole('heading', { level: 1, name: '실시간 인기' }).waitFor();
  });

  it('reaches 새로 나온, a category (새로 나온 콘텐츠 too) and 실시간 from the menu', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/');

    await openFromMenu(page, '새로 나온');
    await page.waitForURL(/\/new$/);
    await page.getByRole('heading', { level: 1, name: '새로 나온 콘텐츠' }).waitFor();
    const newest = await cardTitles(page);
    expect(newest.length, '/new lists playlists').toBeGreaterThan(0);
    await holdsTheBar(page, 'new');

    await openFromMenu(page, '카테고리');
    await page.waitForURL(/\/category$/);
    await page.getByRole('heading', { level: 1, name: '카테고리' }).waitFor();
    await holdsTheBar(page, 'categories');

    // 새로 나온 콘텐츠 (category 22) lists what /new lists: it was empty (issue 39).
    await page.getByRole('main').getByRole('link', { name: '새로 나온 콘텐츠', exact: true }).click();
    await page.waitForURL(/\/category\/22$/);
    await page.getByRole('heading', { level: 1, name: '새로 나온 콘텐츠' }).waitFor();
    const listed = await cardTitles(page);
    expect(listed.length, '새로 나온 콘텐츠 is not empty').toBeGreaterThan(0);
    // The same list, newest first (its pages are shorter than those of /new).
    expect(listed.slice(0, 3)).toEqual(newest.slice(0, 3));
    await holdsTheBar(page, 'category-22');

    await openFromMenu(page, '실시간');
    await page.waitForURL(/\/realtime$/);
    await page.getByRole('heading', { level: 1, name: '실시간 인기' }).waitFor();
    await holdsTheBar(page, 'realtime');
  });

  it('opens a tag as its search, then offers 인기 검색어 and that 최근 검색어 on the empty search page', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: '한밤의 빗소리' }).first().click();
    await page.getByRole('heading', { level: 1, name: '한밤의 빗소리' }).waitFor();

    const tag = page.getByRole('list', { name: '태그' }).getByRole('link').first();
    const keyword = ((await tag.textContent()) ?? '').trim().replace(/^#/, '');
    expect(keyword).not.toBe('');
    await holdsTheBar(page, 'playlist-tags');
    await tag.click();
    await page.waitForURL(/\/search\?keyword=/);
    await page.getByRole('heading', { level: 1, name: `'${keyword}' 검색 결과` }).waitFor();
    const results = page.getByRole('region', { name: '검색 결과' }).getByRole('article');
    expect(await results.count(), `the tag ${keyword} finds playlists`).toBeGreaterThan(0);
    await holdsTheBar(page, 'tag-search');

    await openFromMenu(page, '검색');
    await page.waitForURL(/\/search$/);
    const popular = page.getByRole('region', { name: '인기 검색어' });
    await popular.waitFor();
    expect(await popular.getByRole('link').count(), '인기 검색어 are offered').toBeGreaterThan(0);
    const recent = page.getByRole('region', { name: '최근 검색어' });
    await recent.getByRole('link', { name: keyword, exact: true }).waitFor();
    await holdsTheBar(page, 'search-empty');

    // One keyword can go, and says so.
    await recent.getByRole('button', { name: `'${keyword}' 검색 기록 삭제` }).click();
    await page.getByText(`'${keyword}' 검색 기록을 삭제했어요.`).first().waitFor();
    await recent.getByText('최근 검색한 기록이 없어요.').waitFor();
  });
});
