import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot, useBrowser } from './browser.ts';
import { apiCall, DEMO_CREATOR, DEMO_MEMBER, logIn } from './members.ts';

// 채널 통계 (spec section 7 "Channels": stat, statistics/channel): the demo creator opens the
// statistics of 오디오툰 공방 from 마이페이지, sees a new follower counted, changes the period and
// the sort, and reads the daily figures as a table. A member without a channel is told so.
const session = useBrowser();
const CHANNEL = '오디오툰 공방';

/** A new member through the API (not the demo one, whose follows other journeys rely on). */
async function freshMember(): Promise<string> {
  const joined = await apiCall<{ token: string }>('POST', '/v1/user/auth/join', undefined, {
    uid: `stats${Date.now()}@example.com`,
    password: 'whisper123',
    provider: 'email',
    alarmCheck: 0,
    policyAccept: 1,
    privacyAccept: 1,
  });
  return joined.token;
}

/** The number of a 기간 합계 card (e.g. 새 팔로워). */
async function card(page: Page, label: string): Promise<number> {
  const value = page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return Number(((await value.textContent()) ?? '').replace(/\D/g, ''));
}

describe('channel statistics', () => {
  it('shows the creator the period, a new follower, sorting and the daily table', async () => {
    const { page } = session;
    await page.goto('/studio/stats');
    await page.getByText('로그인하면 내 채널의 통계를 볼 수 있어요.').waitFor();

    await logIn(page, DEMO_CREATOR.uid, DEMO_CREATOR.password);
    await page.goto('/mypage');
    await page.getByRole('link', { name: '채널 통계' }).click();
    await page.waitForURL(/\/studio\/stats/);
    const totals = page.getByRole('region', { name: '기간 합계' });
    await totals.getByText(/\(7일\)$/).waitFor();
    const before = await card(page, '새 팔로워');

    // Somebody follows the channel: the creator sees it after a reload.
    const board = await apiCall<Array<{ channel: { id: number; name: string } }>>(
      'GET',
      '/v2/service/home/board',
    );
    const channelId = board.find((post) => post.channel.name === CHANNEL)?.channel.id;
    expect(channelId).toBeGreaterThan(0);
    const follower = await freshMember();
    await apiCall('POST', `/v2/channel/follow/${channelId}`, follower);
    await page.reload();
    await totals.getByText(/\(7일\)$/).waitFor();
    await expect.poll(() => card(page, '새 팔로워')).toBe(before + 1);

    // 최근 30일: the address keeps the period.
    await page.getByRole('button', { name: '최근 30일' }).click();
    await page.waitForURL(/startDt=\d{4}-\d{2}-\d{2}&endDt=/);
    await totals.getByText(/\(30일\)$/).waitFor();
    expect(await page.getByRole('button', { name: '최근 30일' }).getAttribute('aria-pressed')).toBe('true');

    // A start after the end is caught before asking the API.
    await page.getByLabel('시작일').fill('2026-11-20');
    await page.getByLabel('종료일').fill('2026-11-10');
    await page.getByRole('button', { name: '조회' }).click();
    await page.getByRole('alert').filter({ hasText: '시작일이 종료일보다 늦어요.' }).waitFor();

    // Sorting the playlists by 재생 시간, then the other way.
    const playlists = page.getByRole('region', { name: '플레이리스트별' });
    const playtime = playlists.getByRole('columnheader', { name: /재생 시간/ });
    await playtime.getByRole('button').click();
    await page.waitForURL(/sortCol=playtime&sort=desc/);
    await expect.poll(() => playtime.getAttribute('aria-sort')).toBe('descending');
    await playtime.getByRole('button').click();
    await expect.poll(() => playtime.getAttribute('aria-sort')).toBe('ascending');
    expect(await playlists.getByRole('row').count()).toBeGreaterThan(1);

    // The daily figures as a table: one row per day of the period.
    const daily = page.getByRole('region', { name: '일별 추이' });
    await daily.getByRole('img', { name: '일별 재생 막대 그래프' }).waitFor();
    await daily.getByLabel('지표').selectOption({ label: '새 팔로워' });
    await daily.getByRole('img', { name: '일별 새 팔로워 막대 그래프' }).waitFor();
    await daily.getByRole('button', { name: '표로 보기' }).click();
    expect(await daily.getByRole('table').getByRole('row').count()).toBe(31);
    await screenshot(page, 'stats-creator');
  }, 90_000);

  it('tells a member without a channel that there is nothing to show', async () => {
    const context = await newContext(session.browser);
    try {
      const page = await context.newPage();
      await page.goto('/');
      await logIn(page, DEMO_MEMBER.uid, DEMO_MEMBER.password);
      await page.goto('/studio/stats');
      await page.getByText('운영 중인 채널이 없어요.', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });
});
