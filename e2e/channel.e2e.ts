import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

// The channel journey against the demo seed: 한밤의 빗소리 belongs to 달빛소리.
const session = useBrowser();

describe('channel page', () => {
  it('opens from the channel name on a playlist page and lists the channel playlists', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('link', { name: '한밤의 빗소리' }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    await page.getByRole('heading', { level: 1, name: '한밤의 빗소리' }).waitFor();
    // The playlist banner of the demo (GET /v2/service/banner/playlist/{id}) leads to 하트 충전.
    const banner = page
      .getByRole('main')
      .getByRole('link', { name: /하트를 충전하고 유료 에피소드를 들어 보세요/ });
    expect(await banner.getAttribute('href')).toBe('/charge');

    await page.getByRole('main').getByRole('link', { name: '달빛소리', exact: true }).click();
    await page.waitForURL(/\/channel\/\d+$/);
    await page.getByRole('heading', { level: 1, name: '달빛소리' }).waitFor();
    // After a client-side navigation Next.js streams the page's metadata in a moment later
    // (crawlers get it in the HTML): wait for it rather than read the layout's default. Poll's
    // 1 s default was too short once in CI: the page was drawn, its metadata came later.
    await expect
      .poll(() => page.locator('head meta[property="og:title"]').first().getAttribute('content'), {
        timeout: 10_000,
      })
      .toContain('달빛소리');

    const playlists = page.getByRole('tabpanel', { name: '플레이리스트' });
    await playlists.getByRole('link', { name: '한밤의 빗소리' }).waitFor({ state: 'visible' });
    await playlists.getByRole('link', { name: '귀 기울이면: 속삭임 ASMR' }).waitFor({ state: 'visible' });
    // Another channel's playlist does not belong here.
    expect(await playlists.getByRole('link', { name: '타닥타닥 모닥불' }).count()).toBe(0);
  });

  it('switches tabs with the keyboard and shows the board and the gallery', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('link', { name: '한밤의 빗소리' }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    await page.getByRole('main').getByRole('link', { name: '달빛소리', exact: true }).click();
    await page.waitForURL(/\/channel\/\d+$/);

    const tabs = page.getByRole('tablist', { name: '채널 메뉴' });
    const playlistTab = tabs.getByRole('tab', { name: '플레이리스트' });
    const boardTab = tabs.getByRole('tab', { name: '게시판' });
    expect(await playlistTab.getAttribute('aria-selected')).toBe('true');

    await playlistTab.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.textContent === '게시판');
    expect(await boardTab.getAttribute('aria-selected')).toBe('true');
    expect(await playlistTab.getAttribute('aria-selected')).toBe('false');
    // The demo board: the notice comes first.
    const board = page.getByRole('tabpanel', { name: '게시판' });
    await board
      .getByRole('article', { name: '업로드 일정 안내' })
      .getByText('공지', { exact: true })
      .waitFor();
    expect(await page.getByRole('tabpanel', { name: '플레이리스트' }).count()).toBe(0);

    await page.keyboard.press('ArrowRight');
    // The demo channels have galleries: free pictures open, paid ones show their heart price.
    const gallery = page.getByRole('tabpanel', { name: '갤러리' });
    await gallery
      .getByRole('button', { name: /크게 보기$/ })
      .first()
      .waitFor();
    await gallery
      .getByRole('button', { name: /잠김, 하트 \d+개로 구매$/ })
      .first()
      .waitFor();

    await page.keyboard.press('Home');
    await page
      .getByRole('tabpanel', { name: '플레이리스트' })
      .getByRole('link', { name: '한밤의 빗소리' })
      .waitFor();
  });

  it('answers an unknown channel with the not-found page', async () => {
    const { page } = session;
    const response = await page.goto('/channel/999999');
    expect(response?.status()).toBe(404);
  });
});
