import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { openEpisode } from './episodes.ts';
import { DEMO_MEMBER, logIn } from './members.ts';

// The player (issue 6): HLS through hls.js in Chromium, playback that survives page changes,
// resume after reload, audio-toon images that follow the time, and the sleep timer's fade.
const session = useBrowser();

const audio = (page: Page) => page.locator('[data-player="audio"]');
const currentTime = (page: Page) => audio(page).evaluate((element: HTMLAudioElement) => element.currentTime);

/** A button of the episode's own player (the playlist header has its own 재생 button). */
const episodeButton = (page: Page, name: string) =>
  page.locator('section[aria-labelledby="episode-title"]').getByRole('button', { name, exact: true });

/** A string of hls.js's own (an event name) that no code of ours contains. */
const HLS_JS_MARK = 'hlsManifestLoading';

/** Addresses of the scripts the page requested before its load event. */
function scriptsBeforeLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const loadAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname) && entry.startTime < loadAt)
      .map((entry) => entry.name);
  });
}

describe('the player', () => {
  it('plays a free episode with hls.js and keeps playing across pages', async () => {
    const { page } = session;
    await openEpisode(page, '한밤의 빗소리');
    // A fresh load of the episode page: the player and hls.js are no part of its first load;
    // they arrive after the load event (at idle, since the page has a play button).
    await page.reload({ waitUntil: 'networkidle' });
    const firstLoad = await scriptsBeforeLoad(page);
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const url of firstLoad) expect(await (await fetch(url)).text(), url).not.toContain(HLS_JS_MARK);
    await episodeButton(page, '재생').click();
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    // hls.js feeds the element through MediaSource.
    expect(await audio(page).evaluate((element: HTMLAudioElement) => element.currentSrc)).toMatch(/^blob:/);

    const mini = page.getByRole('region', { name: '미니 플레이어' });
    await mini.waitFor();
    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    const before = await currentTime(page);
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 1);
    await mini.getByRole('button', { name: '일시정지' }).click();
    expect(await audio(page).evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  });

  it('resumes where the member left off, after a reload', async () => {
    const { page } = session;
    await page.goto('/');
    await logIn(page, DEMO_MEMBER.uid, DEMO_MEMBER.password);
    await openEpisode(page, '타닥타닥 모닥불');
    await episodeButton(page, '재생').click();
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(4);
    await page
      .getByRole('region', { name: '미니 플레이어' })
      .getByRole('button', { name: '일시정지' })
      .click();
    const left = await currentTime(page);
    // The pause report is written in a batch: wait until the server has the position (however
    // long a busy machine takes), then the reload asks for it.
    const contentId = new URL(page.url()).pathname.split('/').pop();
    const stored = () =>
      page.evaluate(
        async (url) =>
          ((await (await fetch(url)).json()) as { result: { playtime: number } }).result.playtime,
        `/api/live/v1/user/playtime/${contentId}`,
      );
    await expect.poll(stored, { timeout: 20_000 }).toBeGreaterThan(left - 1.5);
    await page.reload();
    await episodeButton(page, '이어 듣기').click();
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(left - 1.5);
    expect(await currentTime(page)).toBeGreaterThan(3);
  });

  it('shows the audio-toon image of the current time and the script line', async () => {
    const { page } = session;
    await openEpisode(page, '오디오툰: 비 오는 날의 고양이');
    await episodeButton(page, '재생').click();
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    await page.getByRole('button', { name: '플레이어 크게 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '플레이어' });
    await dialog.waitFor();
    // The image on top (the one before stays underneath while the new one fades in).
    const image = () => dialog.locator('img').last().getAttribute('src');
    const first = await image();
    expect(first).toMatch(/\/media\/frames\/\d+\/pub\/0\.jpg/);
    await audio(page).evaluate((element: HTMLAudioElement) => {
      element.currentTime = 17; // the second picture comes at 15 s (seed/demo-hls.ts)
    });
    await expect.poll(image, { timeout: 10_000 }).toMatch(/\/media\/frames\/\d+\/pub\/1\.jpg/);
    await dialog.locator('[aria-current="true"]').first().waitFor();
  });

  it('runs the sleep timer to the end of the episode with a fade, then stops', async () => {
    const { page } = session;
    await openEpisode(page, '한밤의 빗소리');
    await episodeButton(page, '재생').click();
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    await page.getByRole('button', { name: '플레이어 크게 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '플레이어' });
    await dialog.getByLabel('취침 타이머', { exact: true }).selectOption({ label: '이 에피소드 끝까지' });
    const duration = await audio(page).evaluate((element: HTMLAudioElement) => element.duration);
    await audio(page).evaluate((element: HTMLAudioElement, at: number) => {
      element.currentTime = at;
    }, duration - 13);
    const fades: number[] = [];
    await expect
      .poll(
        async () => {
          const state = await audio(page).evaluate((element: HTMLAudioElement) => ({
            fade: Number(element.dataset.fade ?? '1'),
            paused: element.paused,
          }));
          fades.push(state.fade);
          return state.paused;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
    expect(Math.min(...fades)).toBeLessThan(0.5);
    expect(fades.some((fade) => fade > 0.5 && fade < 1)).toBe(true);
    await page.getByText('취침 타이머로 재생을 멈췄어요.').waitFor();
  });
});
