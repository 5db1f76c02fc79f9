import { opsTexts } from '@sogon/contract/messages/ops';
import { moderationTexts } from '@sogon/contract/messages/ops-moderation';
import { reportTexts } from '@sogon/contract/messages/reports';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkPhone, newContext, useBrowser } from './browser.ts';
import { openEpisode } from './episodes.ts';
import { apiCall, apiToken, joinByApi, logIn } from './members.ts';
import { NO_OPERATOR, OPERATOR, signIn } from './ops-console.ts';

// Reports and moderation (신고, issue 17): a member comments on a free episode, another member
// reports the comment from the episode page, the operator hides it from the console's 신고 queue
// in one click, and the comment's words are gone for members.
const session = useBrowser();

/** The first episode of a demo playlist (free in the demo), opened from the home page. */
async function openFirstEpisode(
  page: Page,
  playlist: string,
): Promise<{ playlistId: number; contentId: number }> {
  await openEpisode(page, playlist);
  const [, playlistId, contentId] = new URL(page.url()).pathname.match(/\/playlist\/(\d+)\/(\d+)$/)!;
  return { playlistId: Number(playlistId), contentId: Number(contentId) };
}

describe('reports and moderation', () => {
  it('a member reports a comment, the operator hides it from the 신고 queue, members no longer read it', {
    timeout: 180_000,
  }, async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page } = session;

    // The reporter opens a free episode; the author comments on it.
    const reporter = await joinByApi('reporter');
    const authorUid = await joinByApi('rude');
    const authorToken = await apiToken(authorUid);
    const { playlistId, contentId } = await openFirstEpisode(page, '한밤의 빗소리');
    const playlist = await apiCall<{ episodes: { id: number; isFree: boolean }[] }>(
      'GET',
      `/v2/playlist/${playlistId}`,
    );
    expect(playlist.episodes.find((episode) => episode.id === contentId)?.isFree).toBe(true);
    const words = `신고될 댓글 ${Date.now()}`;
    const posted = await apiCall<{ id: number; author: { username: string } }>(
      'POST',
      '/v2/playlist/comment',
      authorToken,
      { playlistId, contentId, commentContent: words, targetCommentId: 0 },
    );

    // The reporter logs in, finds the comment and reports it through the dialog.
    await logIn(page, reporter);
    await page.reload();
    const section = page.getByRole('region', { name: /^댓글/ });
    const item = section.locator('li').filter({ hasText: words }).first();
    await item.waitFor();
    await item.getByRole('button', { name: reportTexts.commentLabel(posted.author.username) }).click();
    const dialog = page.getByRole('dialog', { name: reportTexts.dialogTitle });
    await dialog.getByRole('group', { name: reportTexts.reasonsLegend }).waitFor();
    // Sending without a reason says what is missing.
    await dialog.getByRole('button', { name: reportTexts.submit, exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: reportTexts.reasonRequired }).waitFor();
    await dialog.getByRole('radio', { name: reportTexts.reasons.abuse }).check();
    await dialog.getByLabel(reportTexts.detailLabel).fill('다른 회원을 비하해요');
    await dialog.getByRole('button', { name: reportTexts.submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(reportTexts.done).waitFor();

    // The operator opens 신고 and hides the comment in one click.
    const operatorContext = await newContext(session.browser);
    try {
      const consolePage = await operatorContext.newPage();
      await consolePage.goto('/ops/reports');
      await consolePage.waitForURL(`${BASE_URL}/ops/login`);
      await signIn(consolePage, OPERATOR);
      const header = consolePage.getByRole('banner');
      await header.getByRole('link', { name: moderationTexts.nav.reports, exact: true }).click();
      await consolePage.getByRole('heading', { name: moderationTexts.reports.heading, level: 1 }).waitFor();
      const card = consolePage
        .getByRole('list', { name: moderationTexts.reports.listLabel })
        .locator(':scope > li')
        .filter({ hasText: words });
      await card.waitFor();
      await card.getByText(moderationTexts.reports.reporters(1)).waitFor();
      await card.getByText('다른 회원을 비하해요').waitFor();
      await checkPhone(consolePage, 'ops-reports');
      const typeName = moderationTexts.types.comment;
      await card
        .getByRole('button', { name: moderationTexts.reports.hideLabel(typeName, posted.id) })
        .click();
      await consolePage.getByRole('status').filter({ hasText: moderationTexts.reports.hidden }).waitFor();
      await card.waitFor({ state: 'detached' });

      // It is in the audit log and among the hidden reports.
      await header.getByRole('link', { name: opsTexts.nav.audit, exact: true }).click();
      await consolePage.getByLabel(opsTexts.audit.search).fill(`comment:${posted.id}`);
      await consolePage.getByRole('button', { name: opsTexts.audit.searchSubmit, exact: true }).click();
      await consolePage
        .getByRole('cell', { name: `comment:${posted.id}` })
        .first()
        .waitFor();

      // The community page finds it by number, hidden.
      await consolePage.goto(`/ops/community?type=comment&id=${posted.id}`);
      await consolePage.getByText(moderationTexts.states.hidden, { exact: true }).first().waitFor();
      await consolePage.getByRole('button', { name: moderationTexts.community.unhide }).waitFor();
      await checkPhone(consolePage, 'ops-community');
    } finally {
      await operatorContext.close();
    }

    // Members no longer read it: not on the page, and the API answers no words.
    await page.reload();
    await section.getByRole('heading', { name: /^댓글/ }).waitFor();
    await section.locator('li').first().waitFor();
    expect(await section.getByText(words).count()).toBe(0);
    const page1 = await apiCall<{ comments: { id: number; commentContent: string }[] }>(
      'GET',
      `/v2/playlist/comment/${playlistId}/${contentId}?page=1&offset=50`,
    );
    expect(page1.comments.find((comment) => comment.id === posted.id)?.commentContent ?? '').toBe('');
  });
});
