import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { BASE_URL, checkPhone, newContext, PHONE, screenshot, useBrowser } from './browser.ts';
import { joinByApi, logIn } from './members.ts';

// The creator studio (issue 37), as a new creator and their first member would go through it:
// a member opens a channel, sells a tier, creates a priced playlist and uploads two episodes, the
// second scheduled two days ahead with 선공개 for the tier. A visitor finds only the first; a
// member who subscribes to the tier hears the second before it opens.
const session = useBrowser();

/** A short mono 16-bit PCM WAV: a quiet tone the transcode turns into a real HLS package. */
function toneWav(seconds: number, hz: number): Buffer {
  const rate = 22_050;
  const samples = rate * seconds;
  const data = Buffer.alloc(samples * 2);
  for (let n = 0; n < samples; n += 1) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * n) / rate) * 6000), n * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A KST calendar date and time `days` ahead, as the studio's date and time inputs take them. */
function kstAhead(days: number): { date: string; time: string } {
  const kst = new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000);
  return { date: kst.toISOString().slice(0, 10), time: '20:00' };
}

/** Uploads one episode from the studio dashboard and waits for its transcode to finish. */
async function uploadEpisode(
  page: Page,
  playlist: string,
  episode: { title: string; free: boolean; schedule?: { date: string; time: string } },
) {
  await page.goto('/studio');
  const form = page.getByRole('region', { name: '새 에피소드 올리기' });
  const select = form.getByLabel('플레이리스트');
  const option = select.locator('option', { hasText: playlist });
  await select.selectOption((await option.getAttribute('value')) ?? '');
  await form.getByLabel('에피소드 제목').fill(episode.title);
  const free = form.getByLabel('무료 에피소드');
  if ((await free.isChecked()) !== episode.free) await free.click();
  if (!episode.free) await form.getByLabel('가격 (하트)').fill('5');
  if (episode.schedule) {
    await form.getByLabel('공개 날짜').fill(episode.schedule.date);
    await form.getByLabel('공개 시간').fill(episode.schedule.time);
  }
  await form.getByLabel('오디오 파일').setInputFiles({
    name: `${episode.title}.wav`,
    mimeType: 'audio/wav',
    buffer: toneWav(6, episode.free ? 220 : 330),
  });
  await form.getByRole('button', { name: '올리기' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /변환이 끝났어요/ })
    .first()
    .waitFor({ timeout: 180_000 });
  await screenshot(page, `studio-uploaded-${episode.free ? 'free' : 'scheduled'}`);
}

describe('creator studio', () => {
  it('opens a channel, sells a tier and a priced playlist, schedules 선공개; members hear it, visitors do not', async () => {
    const { page, browser } = session;
    const stamp = Date.now().toString(36);
    const channelName = `새벽 연구소 ${stamp}`;
    const playlistTitle = `잠 못 드는 밤 ${stamp}`;
    const tierName = '새벽 멤버';

    // A member with no channel opens one from the studio.
    const creator = await joinByApi('creator');
    await page.setViewportSize(PHONE);
    await page.goto('/studio');
    await logIn(page, creator);
    const open = page.getByRole('region', { name: '내 채널 만들기' });
    await open.getByLabel('채널 이름').fill(channelName);
    await open.getByLabel('핸들 (선택)').fill(`lab_${stamp}`);
    await open.getByRole('button', { name: '채널 만들기' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `「${channelName}」 채널을 만들었어요` })
      .waitFor();
    await checkPhone(page, 'studio-channel-opened');

    // A tier with three days of 선공개.
    await page.goto('/studio/tiers');
    await page.getByRole('button', { name: '멤버십 추가' }).click();
    const tierForm = page.getByRole('form', { name: `${channelName} · 새 멤버십` });
    await tierForm.getByLabel('이름').fill(tierName);
    await tierForm.getByLabel('월 하트').fill('10');
    await tierForm.getByLabel('선공개 일수').fill('3');
    await tierForm.getByRole('button', { name: '저장' }).click();
    await page.getByText(`「${tierName}」 멤버십을 추가했어요.`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A playlist with a price, published.
    await page.goto('/studio/playlists/new');
    await page.getByLabel('제목', { exact: true }).fill(playlistTitle);
    await page.getByLabel('유료 에피소드 가격 (하트)').fill('5');
    await page.getByRole('button', { name: '만들기' }).click();
    await page.waitForURL(/\/studio\/playlists\/\d+$/);
    const playlistId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: '공개하기' }).click();
    await page.getByText('공개했어요.').first().waitFor();

    // Two episodes: the first free now, the second paid and scheduled two days ahead.
    const later = kstAhead(2);
    await uploadEpisode(page, playlistTitle, { title: '첫 번째 밤', free: true });
    await uploadEpisode(page, playlistTitle, { title: '두 번째 밤', free: false, schedule: later });

    // The studio lists it as 예약; its page opens it three days early to the tier.
    await page.goto(`/studio/playlists/${playlistId}`);
    await page.getByText('예약').first().waitFor();
    await page.getByRole('link', { name: /두 번째 밤.*편집/ }).click();
    await page.waitForURL(/\/studio\/episodes\/\d+$/);
    const episodeId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByLabel(/^선공개 \(공개 며칠 전/).fill('3');
    await page.getByLabel(new RegExp(`^${tierName} \\(월 하트 10개\\)`)).check();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('저장했어요.').first().waitFor();
    await checkPhone(page, 'studio-episode-scheduled');
    expect(await axeViolations(page)).toEqual([]);

    // A visitor finds the first episode only; the second's address is not found.
    const visitorContext = await newContext(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/playlist/${playlistId}`);
    const visitorEpisodes = visitor.getByRole('region', { name: /에피소드/ });
    await visitorEpisodes.getByText('첫 번째 밤').waitFor();
    expect(await visitorEpisodes.getByText('두 번째 밤').count()).toBe(0);
    expect((await fetch(`${BASE_URL}/playlist/${playlistId}/${episodeId}`)).status).toBe(404);
    await visitorContext.close();

    // A member charges hearts, subscribes to the tier and hears the second episode early.
    const memberContext = await newContext(browser);
    const member = await memberContext.newPage();
    const listener = await joinByApi('listener');
    await member.goto('/charge');
    await logIn(member, listener);
    await member.getByRole('group', { name: '충전 상품' }).getByText('하트 10개', { exact: true }).click();
    await member.getByRole('button', { name: '1,100원 결제하기' }).click();
    await member.getByRole('heading', { level: 1, name: '테스트 결제창' }).waitFor();
    await member.getByRole('button', { name: '결제하기', exact: true }).click();
    await member.waitForURL(/\/pg\/result\?/);

    await member.goto(`/playlist/${playlistId}`);
    expect(
      await member
        .getByRole('region', { name: /에피소드/ })
        .getByText('두 번째 밤')
        .count(),
    ).toBe(0);
    // One tier on sale: the box names it with its price and subscribes to it.
    await member.getByText('월 하트 10개').first().waitFor();
    await member.getByRole('button', { name: '구독하기', exact: true }).first().click();
    const confirm = member.getByRole('dialog', { name: `「${channelName}」 월간 구독` });
    await confirm.getByRole('button', { name: '구독하기' }).click();
    await member
      .getByRole('status')
      .filter({ hasText: /^구독 중/ })
      .first()
      .waitFor();

    await member.goto(`/playlist/${playlistId}/${episodeId}`);
    await member.getByText('선공개').first().waitFor();
    const player = member.locator('section[aria-labelledby="episode-title"]');
    await player.getByRole('button', { name: '재생', exact: true }).waitFor({ timeout: 15_000 });
    expect(await member.getByText('구매 후 들을 수 있어요').count()).toBe(0);
    await memberContext.close();
  }, 300_000);
});
