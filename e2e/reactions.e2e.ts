import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkPhone, PHONE, screenshot, useBrowser } from './browser.ts';
import { openEpisode } from './episodes.ts';
import { DEMO_CREATOR, joinByApi, logIn } from './members.ts';

// Likes, follows and 찜 (spec sections 4 and 7, issue 15): a visitor who taps 좋아요 is asked to
// log in; a member likes an episode, 찜s its playlist and follows its channel from their pages,
// the counts move and survive a reload, 보관함's 찜 tab, the home follow feed and 마이페이지 →
// 팔로잉 show them, and every toggle undoes. The demo creator is never offered 구독하기 on their
// own channel. A fresh member each run, so the counts start from what the demo seeded.
const session = useBrowser();
const PLAYLIST = '한밤의 빗소리';
const CHANNEL = '달빛소리';
const CREATOR_CHANNEL = '오디오툰 공방';
const CREATOR_PLAYLIST = '오디오툰: 별을 세는 편의점';

/** The count a toggle describes itself with (its aria-describedby text, e.g. '좋아요 3개'). */
function described(button: Locator): Promise<string> {
  return button.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

const numberIn = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function expectPressed(button: Locator, pressed: boolean) {
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe(String(pressed));
}

/**
 * Taps a member's toggle: it shows the change at once (in the same render it turns busy), and
 * is busy until the API answered; waits for both, so a reload reads what was saved.
 */
async function tap(button: Locator, pressed: boolean) {
  await button.click();
  await expectPressed(button, pressed);
  await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
  await expectPressed(button, pressed);
}

describe('likes, follows and 찜', () => {
  it('asks a visitor who taps 좋아요 to log in, and counts nothing', async () => {
    const { page } = session;
    await openEpisode(page, PLAYLIST);

    const like = page.getByRole('button', { name: '좋아요', exact: true });
    await expectPressed(like, false);
    const before = await described(like);
    expect(before).toMatch(/^좋아요 [\d,]+개$/);
    await like.click();
    await page.getByRole('dialog', { name: '소곤 로그인' }).waitFor();
    await page.keyboard.press('Escape');
    await expectPressed(like, false);
    expect(await described(like)).toBe(before);

    // 찜 and 팔로우 ask too.
    await page.getByRole('button', { name: '찜하기', exact: true }).click();
    await page.getByRole('dialog', { name: '소곤 로그인' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('likes, 찜s and follows from the pages, lists them, and undoes each', async () => {
    const { page } = session;
    const uid = await joinByApi('reactions');
    await page.goto('/');
    await page.getByRole('link', { name: PLAYLIST }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    const playlistPath = new URL(page.url()).pathname;
    await page
      .getByRole('region', { name: /에피소드/ })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/\/playlist\/\d+\/\d+$/);
    const episodePath = new URL(page.url()).pathname;

    // Logging in from the prompt comes back to the episode.
    const like = page.getByRole('button', { name: '좋아요', exact: true });
    await like.click();
    await page.getByRole('dialog', { name: '소곤 로그인' }).waitFor();
    await logIn(page, uid);
    await page.waitForURL(`${BASE_URL}${episodePath}`);

    // 좋아요 on the episode page: pressed at once, one more, and still so after a reload.
    await expectPressed(like, false);
    const likes = numberIn(await described(like));
    await tap(like, true);
    expect(await described(like)).toBe(`좋아요 ${likes + 1}개`);
    await page.reload();
    await expectPressed(like, true);
    expect(await described(like)).toBe(`좋아요 ${likes + 1}개`);
    await checkPhone(page, 'reactions-episode');

    // The expanded player shows the episode's 좋아요 too, in step with the page's.
    await page
      .locator('section[aria-labelledby="episode-title"]')
      .getByRole('button', { name: '재생', exact: true })
      .click();
    await page.getByRole('button', { name: '플레이어 크게 보기' }).click();
    const player = page.getByRole('dialog', { name: '플레이어' });
    const playerLike = player.getByRole('button', { name: '좋아요', exact: true });
    await expectPressed(playerLike, true);
    expect(await described(playerLike)).toBe(`좋아요 ${likes + 1}개`);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'reactions-player-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await tap(playerLike, false);
    await page.keyboard.press('Escape');
    await player.waitFor({ state: 'detached' });
    await expectPressed(like, false);
    expect(await described(like)).toBe(`좋아요 ${likes}개`);
    await tap(like, true);
    expect(await described(like)).toBe(`좋아요 ${likes + 1}개`);
    await page.getByRole('button', { name: '플레이어 닫기' }).click();

    // 찜 and 팔로우 on the playlist page.
    await page.goto(playlistPath);
    const prefer = page.getByRole('button', { name: '찜하기', exact: true });
    const follow = page.getByRole('button', { name: `${CHANNEL} 팔로우`, exact: true });
    await expectPressed(prefer, false);
    await expectPressed(follow, false);
    const prefers = numberIn(await described(prefer));
    const followers = numberIn(await described(follow));
    await tap(prefer, true);
    expect(await described(prefer)).toBe(`찜 ${prefers + 1}개`);
    await tap(follow, true);
    expect(await described(follow)).toBe(`팔로워 ${followers + 1}명`);
    await page.reload();
    await expectPressed(prefer, true);
    await expectPressed(follow, true);
    expect(await described(prefer)).toBe(`찜 ${prefers + 1}개`);
    expect(await described(follow)).toBe(`팔로워 ${followers + 1}명`);
    await checkPhone(page, 'reactions-playlist');

    // The channel page knows the follow.
    await page.getByRole('link', { name: CHANNEL, exact: true }).first().click();
    await page.waitForURL(/\/channel\/\d+/);
    const channelFollow = page.getByRole('button', { name: `${CHANNEL} 팔로우`, exact: true });
    await expectPressed(channelFollow, true);
    expect(await described(channelFollow)).toBe(`팔로워 ${followers + 1}명`);
    await checkPhone(page, 'reactions-channel');

    // 보관함 → 찜 lists the playlist.
    await page.goto('/library');
    await page.getByRole('tab', { name: '찜' }).click();
    const kept = page.getByRole('tabpanel', { name: '찜' });
    await kept.getByRole('link', { name: PLAYLIST }).waitFor();
    await checkPhone(page, 'reactions-library-prefer');

    // Home shows the followed channel's playlists to the member.
    await page.goto('/');
    const feed = page.getByRole('region', { name: '팔로우한 채널의 새 콘텐츠' });
    await feed.getByRole('link', { name: PLAYLIST }).waitFor();
    await checkPhone(page, 'reactions-home');

    // 마이페이지 → 팔로잉 lists the channel; unfollowing there sticks.
    await page.goto('/mypage');
    await page.getByRole('link', { name: '팔로잉' }).click();
    await page.waitForURL(`${BASE_URL}/mypage/following`);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CHANNEL }) });
    const listed = item.getByRole('button', { name: `${CHANNEL} 팔로우`, exact: true });
    await expectPressed(listed, true);
    await checkPhone(page, 'reactions-mypage-following');
    await tap(listed, false);
    await page.reload();
    await page.getByText('팔로우한 채널이 없어요.').waitFor();
    await page.goto('/');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await page.getByRole('region', { name: '팔로우한 채널의 새 콘텐츠' }).count()).toBe(0);

    // Undo the 찜 and the like; the counts go back.
    await page.goto(playlistPath);
    await expectPressed(follow, false);
    expect(await described(follow)).toBe(`팔로워 ${followers}명`);
    await tap(prefer, false);
    expect(await described(prefer)).toBe(`찜 ${prefers}개`);
    await page.goto(episodePath);
    await tap(like, false);
    expect(await described(like)).toBe(`좋아요 ${likes}개`);
    await page.reload();
    await expectPressed(like, false);
    await page.goto('/library');
    await page.getByRole('tab', { name: '찜' }).click();
    await page.getByRole('tabpanel', { name: '찜' }).getByText('찜한 플레이리스트가 없어요.').waitFor();
  }, 120_000);

  it('counts a member whose stored copy is gone while the session cookie lives: 찜 without a login dialog, and the copy comes back', async () => {
    const { page } = session;
    const uid = await joinByApi('copyless');
    await page.goto('/');
    await page.getByRole('link', { name: PLAYLIST }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    await logIn(page, uid);

    // Safari deletes script-written storage after seven days without a visit; the HttpOnly
    // token cookie lives a year (issue 36). The member comes back to the page.
    await page.evaluate(() => window.localStorage.removeItem('user'));
    await page.reload();
    const prefer = page.getByRole('button', { name: '찜하기', exact: true });
    await expectPressed(prefer, false);
    const prefers = numberIn(await described(prefer));
    await tap(prefer, true);
    expect(await page.getByRole('dialog', { name: '소곤 로그인' }).count()).toBe(0);
    expect(await described(prefer)).toBe(`찜 ${prefers + 1}개`);

    // The copy is rebuilt from the session, and the header knows the member again.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null')?.userInfo?.uid),
      )
      .toBe(uid);
    await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).waitFor();
    await tap(prefer, false);
  });

  it('never offers the demo creator 구독하기 on their own channel', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('link', { name: CREATOR_PLAYLIST }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    const playlistPath = new URL(page.url()).pathname;
    // A visitor is offered the subscription: one 구독하기 per tier (the demo channel has two).
    const subscribe = page.getByRole('button', { name: /구독하기$/ });
    await subscribe.first().waitFor();
    expect(await subscribe.count()).toBeGreaterThan(1);

    await logIn(page, DEMO_CREATOR.uid, DEMO_CREATOR.password);
    await page.goto(playlistPath);
    await page.getByRole('link', { name: '채널 관리' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await subscribe.count()).toBe(0);
    expect(await page.getByRole('region', { name: /채널 구독$/ }).count()).toBe(0);

    await page.getByRole('link', { name: CREATOR_CHANNEL, exact: true }).first().click();
    await page.waitForURL(/\/channel\/\d+/);
    await page.getByRole('heading', { level: 1, name: CREATOR_CHANNEL }).waitFor();
    const manage = page.getByRole('link', { name: '채널 관리' });
    await manage.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await subscribe.count()).toBe(0);
    expect(await manage.getAttribute('href')).toBe('/studio');
    await checkPhone(page, 'reactions-own-channel');
  });
});
