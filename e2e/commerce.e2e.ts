import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { BASE_URL, checkPhone, PHONE, useBrowser } from './browser.ts';
import { API, apiToken, joinByApi, logIn, WRITE } from './members.ts';

// 기다리면 무료 (issue 38) as a new listener meets it on the demo 기다무 playlist: the terms and
// 지금 무료로 보기, a claim that opens the episode as a rental and plays, then the countdown to
// the next free episode, and a second claim refused with the time left.
const session = useBrowser();
const PLAYLIST = '오디오툰: 별을 세는 편의점';

describe('기다리면 무료', () => {
  it('claims the free episode, listens, and is told how long until the next one', async () => {
    const { page } = session;
    const uid = await joinByApi('waitfree');
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: PLAYLIST }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    const playlistId = Number(new URL(page.url()).pathname.split('/').pop());
    await logIn(page, uid);

    const notice = page.getByRole('region', { name: /마다 무료$/ });
    await notice.getByText(/기다리면 무료: .*최신 1화 제외/).waitFor();
    await notice.getByRole('button', { name: '지금 무료로 보기' }).click();
    await page.getByText('무료로 열었어요. 지금 들을 수 있어요.').first().waitFor();
    // The countdown to the next free episode replaces the button.
    await notice.getByText(/ 후 무료$/).waitFor();
    expect(await notice.getByRole('button', { name: '지금 무료로 보기' }).count()).toBe(0);
    const rented = page.getByText(/대여 중 · \d+일 (\d+시간 )?남음/).first();
    await rented.waitFor();
    await checkPhone(page, 'wait-free-claimed');
    expect(await axeViolations(page)).toEqual([]);

    // The opened episode plays in full.
    const episodes = page.getByRole('region', { name: /에피소드/ });
    const opened = episodes.getByRole('link').filter({ hasText: '우산을 두고 간 사람' }).first();
    await opened.click();
    await page.waitForURL(/\/playlist\/\d+\/\d+$/);
    const player = page.locator('section[aria-labelledby="episode-title"]');
    await player.getByRole('button', { name: '재생', exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('구매 후 들을 수 있어요').count()).toBe(0);

    // Another claim before the timer is refused with the time left and opens nothing.
    const token = await apiToken(uid);
    const playlist = (await (
      await fetch(`${API}/v2/playlist/${playlistId}`, { headers: { 'x-client': 'web', token } })
    ).json()) as { result: { episodes: { id: number; title: string }[] } };
    const next = playlist.result.episodes.find((episode) => episode.title === '별이 쏟아지던 날');
    expect(next).toBeDefined();
    const refused = await fetch(`${API}/v2/service/content/waitFree/${playlistId}/${next!.id}`, {
      method: 'POST',
      headers: { ...WRITE, token },
      body: '{}',
    });
    const body = (await refused.json()) as { message: string; detail: string };
    expect(refused.status, JSON.stringify(body)).toBe(400);
    expect(body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    expect(body.detail).toMatch(/^.+ 후 무료로 볼 수 있어요\.$/);
    expect(BASE_URL).toBeTruthy();
  }, 180_000);
});
