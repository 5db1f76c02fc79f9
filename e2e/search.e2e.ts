import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser.ts';

// Search journeys against the demo seed: 초성 suggestions while typing, and the results page
// rendered on the server for a shared link, with its sort links.
const session = useBrowser();

/** The titles of the result cards, in order. */
function resultTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: '검색 결과' })
    .getByRole('listitem')
    .getByRole('heading')
    .allTextContents()
    .then((titles) => titles.map((title) => title.trim()));
}

describe('search', () => {
  it('suggests by 초성 as the listener types and opens the chosen playlist', async () => {
    const { page } = session;
    await page.goto('/search');
    const box = page.getByRole('combobox', { name: '검색어' });
    await box.pressSequentially('ㅂㅅㄹ', { delay: 60 });
    const suggestions = page.getByRole('listbox', { name: '추천 검색어' });
    await suggestions.getByRole('option', { name: /한밤의 빗소리/ }).waitFor();
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await box.press('Enter');
    await page.waitForURL(/\/playlist\/\d+$/);
    await page.getByRole('heading', { level: 1, name: '한밤의 빗소리' }).waitFor();
  });

  it('renders a shared results link on the server and keeps the keyword across sorts', async () => {
    const { page } = session;
    const response = await page.goto(`/search?keyword=${encodeURIComponent('빗소리')}`);
    expect(response?.status()).toBe(200);
    // The first results arrive in the HTML itself, before any script runs.
    expect(await response?.text()).toContain('한밤의 빗소리');
    await page.getByRole('heading', { level: 1, name: "'빗소리' 검색 결과" }).waitFor();
    expect(await page.title()).toContain('빗소리');
    await page
      .getByRole('main')
      .getByRole('link', { name: /한밤의 빗소리/ })
      .first()
      .waitFor();

    await page.getByRole('link', { name: '최신순' }).click();
    await page.waitForURL(/sort=new/);
    expect(await page.getByRole('link', { name: '최신순' }).getAttribute('aria-current')).toBe('true');
    await page
      .getByRole('main')
      .getByRole('link', { name: /한밤의 빗소리/ })
      .first()
      .waitFor();
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('빗소리');
  });

  it('says so when nothing matches', async () => {
    const { page } = session;
    await page.goto(`/search?keyword=${encodeURIComponent('껐켤')}`);
    await page.getByText("'껐켤'에 맞는 결과가 없어요.").waitFor();
  });

  it('ranks title hits first for 초성, and fits a phone', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/search?keyword=${encodeURIComponent('ㅂㅅㄹ')}`);
    await page.getByRole('heading', { level: 1, name: "'ㅂㅅㄹ' 검색 결과" }).waitFor();
    const titles = await resultTitles(page);
    expect(titles[0]).toBe('한밤의 빗소리');
    // The channel 달빛소리 matches ㅂㅅㄹ only by its name: none of its other playlists is a 초성 hit.
    expect(titles).not.toContain('심장 소리 자장가');
    expect(titles).not.toContain('파도가 머무는 밤');
    await screenshot(page, 'search-chosung-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: '검색', exact: true }).waitFor();
    const box = await page.getByRole('button', { name: '검색', exact: true }).boundingBox();
    expect(box!.x + box!.width, 'the 검색 button is whole on screen').toBeLessThanOrEqual(390);
  });

  it('finds 빗소리 from the typo 빗솔리 and says it is a similar word', async () => {
    const { page } = session;
    await page.goto(`/search?keyword=${encodeURIComponent('빗솔리')}`);
    await page
      .getByText("'빗솔리' 검색어와 정확히 일치하는 결과가 없어 비슷한 결과를 보여 드려요.")
      .waitFor();
    const titles = await resultTitles(page);
    expect(titles[0]).toBe('한밤의 빗소리');
    const first = page.getByRole('region', { name: '검색 결과' }).getByRole('listitem').first();
    await first.getByText('비슷한 검색어로 찾았어요').waitFor();
  });

  it('ranks a title hit above a channel-name hit and explains the channel one', async () => {
    const { page } = session;
    await page.goto(`/search?keyword=${encodeURIComponent('달빛')}`);
    await page.getByRole('heading', { level: 1, name: "'달빛' 검색 결과" }).waitFor();
    const items = page.getByRole('region', { name: '검색 결과' }).getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(0);
    // 달빛 is in no title: every hit is there by its channel, 달빛소리, and says so.
    for (const item of await items.all()) await item.getByText('채널 이름이 일치해요').waitFor();
  });
});
