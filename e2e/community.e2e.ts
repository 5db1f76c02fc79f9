import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, newContext, useBrowser } from './browser.ts';
import { openEpisode } from './episodes.ts';
import { DEMO_CREATOR, DEMO_MEMBER, logIn } from './members.ts';

// Comments and boards (ADR 018): a member comments on an episode, replies and deletes (a deleted
// comment with a reply stays as '삭제된 댓글입니다.'); the demo creator writes a board post on
// 오디오툰 공방, a member opens it from 크리에이터 소식 on the home page, likes it and comments.
const session = useBrowser();
const CREATOR_CHANNEL = '오디오툰 공방';

/** The number in a comment section's heading (댓글 N). */
async function headingCount(section: Locator): Promise<number> {
  const heading = section.getByRole('heading', { name: /^댓글 \d+$/ });
  await heading.waitFor();
  return Number(((await heading.textContent()) ?? '').replace(/\D/g, ''));
}

/** Deletes a comment through its 삭제 button and the confirmation. */
async function deleteComment(page: Page, item: Locator) {
  await item
    .getByRole('button', { name: /님 댓글 삭제$/ })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: '댓글을 삭제할까요?' });
  await confirm.getByText('삭제한 댓글은 되돌릴 수 없어요.').waitFor();
  await confirm.getByRole('button', { name: '삭제하기' }).click();
  await confirm.waitFor({ state: 'detached' });
}

/** The id of the demo creator's channel, from the home page's creator news (the demo seeds a post). */
async function creatorChannelId(): Promise<number> {
  const response = await fetch(`${BASE_URL}/api/live/v2/service/home/board`);
  const body = (await response.json()) as { result: { channel: { id: number; name: string } }[] };
  const found = body.result.find((post) => post.channel.name === CREATOR_CHANNEL);
  expect(found, `${CREATOR_CHANNEL} is on the home board`).toBeDefined();
  return found!.channel.id;
}

describe('episode comments', () => {
  it('asks a visitor to log in, then posts, replies and deletes', async () => {
    const { page } = session;
    await openEpisode(page, '한밤의 빗소리');

    const section = page.getByRole('region', { name: /^댓글/ });
    await section.getByText('로그인하고 댓글을 남겨 보세요.').waitFor();
    await section.getByRole('button', { name: '로그인' }).click();
    const dialog = page.getByRole('dialog', { name: '소곤 로그인' });
    await dialog.getByLabel('이메일').fill('demo@sogon.kr');
    await dialog.getByLabel('비밀번호').fill('sogon1234');
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).waitFor();

    // 등록 waits for text; the counter follows it.
    const box = section.getByLabel('댓글 쓰기');
    const submit = section.getByRole('button', { name: '등록', exact: true });
    await box.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    const before = await headingCount(section);
    const words = `잘 듣고 있어요 ${Date.now()}`;
    await box.fill(words);
    await section.getByText(`${words.length}/1,000`).waitFor();
    await submit.click();

    await section.getByRole('status').filter({ hasText: '댓글을 등록했어요.' }).waitFor();
    // Newest first: the new comment heads the top-level list (a locator that survives its deletion).
    const comment = section.getByRole('list').first().locator(':scope > li').first();
    await comment.getByText(words).waitFor();
    await comment.getByText('방금 전').waitFor();
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => headingCount(section)).toBe(before + 1);

    // A reply opens under the comment and shows in its replies.
    await comment.getByRole('button', { name: '답글 달기' }).click();
    const replyBox = comment.getByLabel(/님에게 답글 쓰기$/);
    await replyBox.fill('저도요!');
    await comment.getByRole('button', { name: '등록', exact: true }).click();
    const replies = comment.getByRole('list', { name: /댓글의 답글$/ });
    await replies.getByText('저도요!').waitFor();
    expect(await comment.getByRole('button', { name: '답글 1' }).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => headingCount(section)).toBe(before + 2);

    // Deleting the comment keeps its place for the reply; deleting the reply takes both away.
    await deleteComment(page, comment);
    await comment.getByText('삭제된 댓글입니다.').waitFor();
    expect(await comment.getByText(words).count()).toBe(0);
    await expect.poll(() => headingCount(section)).toBe(before + 1);

    await deleteComment(page, replies.getByRole('listitem').filter({ hasText: '저도요!' }));
    await expect.poll(() => section.getByText('삭제된 댓글입니다.').count()).toBe(0);
    await expect.poll(() => headingCount(section)).toBe(before);

    // After a reload the list agrees with the API.
    await page.reload();
    await expect.poll(() => headingCount(section)).toBe(before);
    expect(await section.getByText(words).count()).toBe(0);
  }, 90_000);
});

describe('channel board', () => {
  it('lets the creator post, a member like and comment from 크리에이터 소식, and the creator delete', async () => {
    const { page } = session;
    const channelId = await creatorChannelId();
    const title = `e2e 소식 ${Date.now()}`;

    // The creator writes a notice, then turns it into an ordinary post.
    await page.goto(`/channel/${channelId}?tab=board`);
    await logIn(page, DEMO_CREATOR.uid, DEMO_CREATOR.password);
    const board = page.getByRole('tabpanel', { name: '게시판' });
    await board.getByRole('button', { name: '글쓰기' }).click();
    const form = board.getByRole('form', { name: '새 게시글' });
    await form.getByRole('button', { name: '등록' }).click();
    await form.getByText('제목을 입력해 주세요.').waitFor();
    await form.getByLabel('제목').fill(title);
    await form.getByLabel('내용').fill('이번 주 금요일에 3화가 올라와요.\n기대해 주세요!');
    await form.getByLabel('공지로 등록').check();
    await form.getByRole('button', { name: '등록' }).click();

    const post = board.getByRole('article', { name: title });
    await post.getByText('공지', { exact: true }).waitFor();
    await page.waitForFunction((name) => document.activeElement?.textContent === name, title);
    await post.getByRole('button', { name: `「${title}」 수정` }).click();
    const edit = board.getByRole('form', { name: '게시글 수정' });
    await edit.getByLabel('공지로 등록').uncheck();
    await edit.getByRole('button', { name: '저장' }).click();
    await post.getByText('수정됨').waitFor();
    expect(await post.getByText('공지', { exact: true }).count()).toBe(0);
    const headingId = (await post.getByRole('heading', { name: title }).getAttribute('id')) ?? '';
    const postId = Number(/board-post-(\d+)-title/.exec(headingId)?.[1]);
    expect(postId).toBeGreaterThan(0);

    // A member finds it on the home page and opens it on the channel's board.
    const member = await newContext(session.browser);
    try {
      const memberPage = await member.newPage();
      await memberPage.goto('/');
      await logIn(memberPage, DEMO_MEMBER.uid, DEMO_MEMBER.password);
      const news = memberPage.getByRole('region', { name: '크리에이터 소식' });
      await news.getByRole('link', { name: title }).click();
      await memberPage.waitForURL(`${BASE_URL}/channel/${channelId}?tab=board&post=${postId}`);
      const tab = memberPage.getByRole('tab', { name: '게시판' });
      expect(await tab.getAttribute('aria-selected')).toBe('true');

      const opened = memberPage.getByRole('article', { name: title });
      expect(await opened.getByRole('button', { name: `「${title}」 수정` }).count()).toBe(0);
      const like = opened.getByRole('button', { name: '좋아요 0' });
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      await like.click();
      const liked = opened.getByRole('button', { name: '좋아요 1' });
      await liked.waitFor();
      expect(await liked.getAttribute('aria-pressed')).toBe('true');

      // The link opened the post's comments.
      const commentsButton = opened.getByRole('button', { name: '댓글 0' });
      expect(await commentsButton.getAttribute('aria-expanded')).toBe('true');
      const comments = opened.getByRole('region', { name: /^댓글/ });
      await comments.getByText('아직 댓글이 없어요. 첫 댓글을 남겨 보세요.').waitFor();
      await comments.getByLabel('댓글 쓰기').fill('금요일만 기다릴게요!');
      await comments.getByRole('button', { name: '등록', exact: true }).click();
      await comments.getByText('금요일만 기다릴게요!').waitFor();
      await opened.getByRole('button', { name: '댓글 1' }).waitFor();

      await memberPage.goto('/');
      const card = memberPage
        .getByRole('region', { name: '크리에이터 소식' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await card.getByText('댓글 1 · 좋아요 1').waitFor();
      await card.getByText(CREATOR_CHANNEL).waitFor();
    } finally {
      await member.close();
    }

    // The creator sees the member's comment with 숨기기, then deletes the post.
    await page.reload();
    const mine = board.getByRole('article', { name: title });
    await mine.getByRole('button', { name: '댓글 1' }).click();
    await mine.getByText('금요일만 기다릴게요!').waitFor();
    await mine.getByRole('button', { name: /님 댓글 숨기기$/ }).waitFor();
    await mine.getByRole('button', { name: `「${title}」 삭제` }).click();
    const confirm = page.getByRole('dialog', { name: '게시글을 삭제할까요?' });
    await confirm.getByRole('button', { name: '삭제하기' }).click();
    await board.getByRole('article', { name: title }).waitFor({ state: 'detached' });
  }, 120_000);
});
