import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

// Search journeys against the demo seed: 초성 suggestions while typing, and the results page
// rendered on the server for a shared link, with its sort links.
const session = useBrowser();

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
});
