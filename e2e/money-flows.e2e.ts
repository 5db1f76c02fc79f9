import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkPhone, newContext, useBrowser } from './browser.ts';
import { openEpisode } from './episodes.ts';
import { API, apiCall, apiToken, DEMO_CREATOR, DEMO_MEMBER, joinByApi, logIn } from './members.ts';

// Where hearts and moderation meet a person (issue 15): refunding a charge once from 하트 내역,
// buying a gallery picture, being sent to /charge when hearts are short and coming back, the
// channel owner hiding a comment, and charging while browsing at 127.0.0.1 (the return comes
// back to that origin, and the result page reads the order without the cookie too).
const session = useBrowser();

const CREATOR_CHANNEL = '오디오툰 공방';
const CREATOR_PLAYLIST = '톡톡 태핑 모음';

type Balance = { paid: number; bonus: number; total: number };
type Movement = { kind: string; reference: string; memo: string; paid: number; bonus: number };

const balanceOf = (token: string) => apiCall<Balance>('GET', '/v1/user/hearts', token);
async function movementsOf(token: string): Promise<Movement[]> {
  return (await apiCall<{ items: Movement[] }>('GET', '/v1/user/hearts/history?offset=100', token)).items;
}

/**
 * On /charge as a member: picks a package, pays in the sandbox's window and lands on the result
 * page of a completed charge.
 */
async function payInSandbox(page: Page, product: string, price: string) {
  await page.getByRole('heading', { level: 1, name: '하트 충전' }).waitFor();
  // The member's balance shows once the form is live (hydrated and signed in).
  await page.getByText(/^보유 하트 [\d,]+개$/).waitFor();
  const products = page.getByRole('group', { name: '충전 상품' });
  await products.getByText(product, { exact: true }).click();
  expect(await products.getByRole('radio', { name: new RegExp(`^${product}`) }).isChecked()).toBe(true);
  await page.getByRole('button', { name: `${price} 결제하기` }).click();

  await page.waitForURL(/\/payment-sandbox\/settlebank\/settle_main$/);
  await page.getByRole('heading', { level: 1, name: '테스트 결제창' }).waitFor();
  await page.getByText(price).first().waitFor();
  await page.getByRole('button', { name: '결제하기', exact: true }).click();

  await page.waitForURL(/\/pg\/result\?/);
  await page.getByRole('heading', { level: 1, name: '하트 충전이 완료되었어요' }).waitFor();
}

/** A browser context at another origin than BASE_URL's (same scheme and port). */
function contextAt(origin: string): Promise<BrowserContext> {
  return session.browser.newContext({
    baseURL: origin,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1280, height: 800 },
  });
}

describe('refunds', () => {
  it('refunds a charge from 하트 내역 once; a second request is refused in Korean and moves nothing', async () => {
    const { page, context } = session;
    const uid = await joinByApi('refund');
    const token = await apiToken(uid);

    // Two charges: the hearts of the one that stays would pay for a second refund of the other.
    await page.goto('/charge');
    await logIn(page, uid);
    await page.getByText('보유 하트 0개').waitFor();
    await payInSandbox(page, '하트 10개', '1,100원');
    await page.getByText('하트 10개가 충전되었어요.').waitFor();
    await page.getByRole('link', { name: '하트 충전으로 돌아가기' }).click();
    await page.waitForURL(`${BASE_URL}/charge`);
    await payInSandbox(page, '하트 30개', '3,300원');
    await page.getByText('하트 30개와 보너스 하트 1개가 충전되었어요.').waitFor();
    await page.getByText('지금 보유 하트 41개').waitFor();
    expect(await balanceOf(token)).toEqual({ paid: 40, bonus: 1, total: 41 });

    // 홈으로 → 마이페이지 → 충전·사용 내역.
    await page.getByRole('link', { name: '홈으로' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
    await page.getByRole('link', { name: '충전·사용 내역' }).click();
    await page.waitForURL(`${BASE_URL}/mypage/hearts`);
    await page.getByRole('heading', { level: 1, name: '하트 내역' }).waitFor();
    const charges = page.getByRole('region', { name: '충전 내역' });
    const balance = page.getByRole('region', { name: '보유 하트' });
    await balance.getByText('보유 하트 41개').waitFor();

    // A second tab shows the same history, and will not learn of the refund by itself.
    const stale = await context.newPage();
    await stale.goto('/mypage/hearts');
    const staleCharges = stale.getByRole('region', { name: '충전 내역' });
    await staleCharges.getByRole('button', { name: '하트 30개 환불 요청' }).waitFor();

    await charges.getByRole('button', { name: '하트 30개 환불 요청' }).click();
    const confirm = page.getByRole('dialog', { name: '환불을 요청할까요?' });
    await confirm
      .getByText('「하트 30개」 결제에서 사용하지 않은 충전 하트를 환불하고', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: '환불 요청' }).click();
    await page.getByText('3,300원 환불을 요청했어요.').waitFor();

    const refundedRow = charges.getByRole('listitem').filter({ hasText: /^하트 30개/ });
    await refundedRow.getByText('3,300원 환불 (하트 30개)').waitFor();
    await refundedRow.getByText(/환불 완료$/).waitFor();
    expect(await refundedRow.getByRole('button').count()).toBe(0);
    await balance.getByText('보유 하트 10개').waitFor();
    await balance.getByText('충전 하트 10개 · 보너스 하트 0개').waitFor();
    // The other charge is untouched and still refundable.
    const keptRow = charges.getByRole('listitem').filter({ hasText: /^하트 10개/ });
    await keptRow.getByText(/결제 완료$/).waitFor();
    await keptRow.getByRole('button', { name: '하트 10개 환불 요청' }).waitFor();
    // One refund movement: the 30 paid hearts and the 1 bonus heart of that payment.
    const movements = page.getByRole('region', { name: '하트 사용 내역' });
    const refunds = movements.getByRole('listitem').filter({ hasText: '환불 · 하트 30개' });
    await refunds.first().getByText('하트 -30 · 보너스 -1').waitFor();
    expect(await refunds.count()).toBe(1);
    await checkPhone(page, 'money-refund-history');

    // The stale tab asks again: refused in Korean, nothing moves.
    await staleCharges.getByRole('button', { name: '하트 30개 환불 요청' }).click();
    await stale
      .getByRole('dialog', { name: '환불을 요청할까요?' })
      .getByRole('button', { name: '환불 요청' })
      .click();
    await stale.getByText('이미 3,300원 환불된 결제예요. 다시 환불되지 않아요.').waitFor();
    expect(await stale.getByText('3,300원 환불을 요청했어요.').count()).toBe(0);
    const staleRow = staleCharges.getByRole('listitem').filter({ hasText: /^하트 30개/ });
    await staleRow.getByText(/환불 완료$/).waitFor();
    await stale.getByRole('region', { name: '보유 하트' }).getByText('보유 하트 10개').waitFor();
    expect(await balanceOf(token)).toEqual({ paid: 10, bonus: 0, total: 10 });
    expect((await movementsOf(token)).filter((movement) => movement.kind === 'refund')).toEqual([
      expect.objectContaining({ paid: -30, bonus: -1, memo: '하트 30개' }),
    ]);
    await stale.close();
  }, 120_000);
});

describe('gallery purchase', () => {
  it('buys a paid picture with hearts: the buyer sees it in full, everyone else the preview', async () => {
    const { page, browser } = session;
    const uid = await joinByApi('gallery');
    const token = await apiToken(uid);
    await page.goto('/charge');
    await logIn(page, uid);
    await payInSandbox(page, '하트 10개', '1,100원');
    await page.getByText('지금 보유 하트 10개').waitFor();

    // To the creator's channel through one of its playlists, then its gallery tab.
    await page.getByRole('link', { name: '홈으로' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('link', { name: CREATOR_PLAYLIST }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    await page.getByRole('link', { name: CREATOR_CHANNEL, exact: true }).first().click();
    await page.waitForURL(/\/channel\/\d+/);
    const channelPath = new URL(page.url()).pathname;
    await page.getByRole('tab', { name: '갤러리' }).click();
    const gallery = page.getByRole('tabpanel', { name: '갤러리' });
    const title = '등장인물 스케치';
    await gallery.getByRole('button', { name: `${title}, 잠김, 하트 2개로 구매` }).click();

    const confirm = page.getByRole('dialog', { name: '하트로 구매할까요?' });
    await confirm.getByText(`「${title}」 이미지를 하트 2개로 구매합니다.`, { exact: false }).waitFor();
    await confirm.getByText('보유 하트 10개', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '구매하기' }).click();
    await page.getByText('구매했어요. 지금 원본 이미지를 볼 수 있어요.').waitFor();

    // The viewer opens on the full image (the entitlement-checked one, not the blurred preview).
    const viewer = page.getByRole('dialog', { name: title });
    const image = viewer.getByRole('img', { name: title, exact: true });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    await viewer.getByText('구매함', { exact: true }).waitFor();
    const fullImage = (await image.getAttribute('src')) ?? '';
    const channelId = Number(channelPath.split('/').pop());
    const galleryItems = await apiCall<{ items: { id: number; title: string }[] }>(
      'GET',
      `/v2/channel/${channelId}/galleryCursor?offset=50`,
      token,
    );
    const itemId = galleryItems.items.find((item) => item.title === title)?.id;
    const detail = await apiCall<{
      id: number;
      previewImg: string;
      imageUrl: string | null;
      locked: boolean;
    }>('GET', `/v2/channel/${channelId}/gallery/${itemId}`, token);
    expect(detail).toMatchObject({ locked: false, imageUrl: fullImage });
    expect(fullImage).not.toBe(detail.previewImg);
    expect((await page.request.get(fullImage)).status()).toBe(200);
    await checkPhone(page, 'money-gallery-bought');

    // The price left the balance once.
    expect(await balanceOf(token)).toMatchObject({ total: 8 });
    const spent = (await movementsOf(token)).filter((movement) => movement.kind === 'purchase');
    expect(spent).toEqual([
      expect.objectContaining({ reference: `gallery:${detail.id}`, paid: -2, bonus: 0 }),
    ]);

    // Closed and opened again: shown, not sold twice.
    await viewer.getByRole('button', { name: '닫기' }).click();
    await viewer.waitFor({ state: 'detached' });
    await gallery.getByRole('button', { name: `${title} 크게 보기` }).click();
    await page.getByRole('dialog', { name: title }).getByRole('img', { name: title, exact: true }).waitFor();
    expect(await balanceOf(token)).toMatchObject({ total: 8 });

    // A visitor sees the locked preview; the full image is not theirs to load.
    const visitor = await newContext(browser);
    // Another member, with no hearts, is offered the picture for hearts and nothing more.
    const other = await newContext(browser);
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`${channelPath}?tab=gallery`);
      const visitorGallery = visitorPage.getByRole('tabpanel', { name: '갤러리' });
      await visitorGallery.getByRole('button', { name: `${title}, 잠김, 하트 2개로 구매` }).click();
      await visitorPage.getByRole('dialog', { name: '소곤 로그인' }).waitFor();
      expect((await visitorPage.request.get(fullImage)).status()).toBe(404);

      const otherUid = await joinByApi('gallery-other');
      const otherPage = await other.newPage();
      await otherPage.goto(`${channelPath}?tab=gallery`);
      await logIn(otherPage, otherUid);
      const otherGallery = otherPage.getByRole('tabpanel', { name: '갤러리' });
      await otherGallery.getByRole('button', { name: `${title}, 잠김, 하트 2개로 구매` }).click();
      const short = otherPage.getByRole('dialog', { name: '하트가 부족해요' });
      await short.getByText('필요한 하트 2개 · 보유 하트 0개', { exact: false }).waitFor();
      expect((await otherPage.request.get(fullImage)).status()).toBe(404);
      const otherDetail = await apiCall<{ locked: boolean; imageUrl: string | null }>(
        'GET',
        `/v2/channel/${channelId}/gallery/${detail.id}`,
        await apiToken(otherUid),
      );
      expect(otherDetail).toMatchObject({ locked: true, imageUrl: null });
    } finally {
      await visitor.close();
      await other.close();
    }
  }, 120_000);
});

describe('short of hearts', () => {
  it('says so in Korean, takes the member to /charge, and brings them back to buy the episode', async () => {
    const { page } = session;
    const uid = await joinByApi('short');
    const token = await apiToken(uid);
    await openEpisode(page, '파도가 머무는 밤', /하트 \d+개/);
    const episodePath = new URL(page.url()).pathname;
    await logIn(page, uid);
    await page.getByText('구매 후 들을 수 있어요').waitFor();

    // The API refuses the purchase with ERROR_HEART_NOT_ENOUGH and a Korean detail.
    const [, playlistId, contentId] = /\/playlist\/(\d+)\/(\d+)$/.exec(episodePath)!;
    const refused = await fetch(`${API}/v2/service/content/purchase/${playlistId}/${contentId}`, {
      headers: { 'x-client': 'web', token },
    });
    const refusal = (await refused.json()) as { message?: string; detail?: string };
    expect(refused.status, JSON.stringify(refusal)).not.toBe(200);
    expect(JSON.stringify(refusal)).toContain('ERROR_HEART_NOT_ENOUGH');
    expect(JSON.stringify(refusal)).toMatch(/[가-힣]/);

    await page.getByRole('button', { name: '하트 2개로 듣기' }).click();
    const short = page.getByRole('dialog', { name: '하트가 부족해요' });
    await short.getByText('필요한 하트 2개 · 보유 하트 0개', { exact: false }).waitFor();
    await short.getByText('하트를 충전하고 바로 들어 보세요.', { exact: false }).waitFor();
    await checkPhone(page, 'money-short-of-hearts');
    await short.getByRole('button', { name: '충전하기' }).click();

    await page.waitForURL(`${BASE_URL}/charge?returnTo=${encodeURIComponent(episodePath)}`);
    await page.getByText('보유 하트 0개').waitFor();
    await payInSandbox(page, '하트 10개', '1,100원');
    await page.getByText('지금 보유 하트 10개').waitFor();

    // 이어서 듣기 goes back to the episode, where the hearts now buy it.
    await page.getByRole('link', { name: '이어서 듣기' }).click();
    await page.waitForURL(`${BASE_URL}${episodePath}`);
    await page.getByText('구매 후 들을 수 있어요').waitFor();
    await page.getByRole('button', { name: '하트 2개로 듣기' }).click();
    const confirm = page.getByRole('dialog', { name: '하트로 구매할까요?' });
    await confirm.getByText('보유 하트 10개', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '구매하기' }).click();
    await page.getByText('구매했어요. 지금 들을 수 있어요.').waitFor();
    await page.reload();
    await page.getByRole('region', { name: /에피소드/ }).waitFor();
    expect(await page.getByRole('button', { name: /하트 \d+개로 듣기/ }).count()).toBe(0);
    expect(await balanceOf(token)).toMatchObject({ total: 8 });
  }, 120_000);
});

describe('comment moderation', () => {
  it('lets the channel owner hide a comment: others see the hidden notice, the author still reads it', async () => {
    const { page, browser } = session;
    const uid = await joinByApi('commenter');
    await openEpisode(page, CREATOR_PLAYLIST, '가죽 노트');
    const episodePath = new URL(page.url()).pathname;
    const [, playlistId, contentId] = /\/playlist\/(\d+)\/(\d+)$/.exec(episodePath)!;
    await logIn(page, uid);

    const section = page.getByRole('region', { name: /^댓글/ });
    const words = `조용히 잘 듣고 갈게요 ${Date.now()}`;
    await section.getByLabel('댓글 쓰기').fill(words);
    await section.getByRole('button', { name: '등록', exact: true }).click();
    await section.getByRole('status').filter({ hasText: '댓글을 등록했어요.' }).waitFor();
    const mine = section.getByRole('listitem').filter({ hasText: words });
    await mine.waitFor();

    // The first page of the episode's comments (newest first), as the API answers a caller.
    type Listed = { id: number; commentContent: string; isHidden: boolean };
    const list = async (token?: string) =>
      (
        await apiCall<{ comments: Listed[] }>(
          'GET',
          `/v2/playlist/comment/${playlistId}/${contentId}?sort=new&page=1`,
          token,
        )
      ).comments;
    const commentId = (await list()).find((comment) => comment.commentContent === words)?.id;
    expect(commentId, 'the new comment is listed').toBeDefined();

    const creator = await newContext(browser);
    const visitor = await newContext(browser);
    try {
      // A visitor reads it before it is hidden.
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(episodePath);
      const visitorSection = visitorPage.getByRole('region', { name: /^댓글/ });
      await visitorSection.getByText(words).waitFor();
      const countBefore = await headingCount(visitorSection);

      // The creator hides it from the episode page.
      const creatorPage = await creator.newPage();
      await creatorPage.goto(episodePath);
      await logIn(creatorPage, DEMO_CREATOR.uid, DEMO_CREATOR.password);
      const creatorSection = creatorPage.getByRole('region', { name: /^댓글/ });
      const target = creatorSection.getByRole('listitem').filter({ hasText: words });
      await target.getByRole('button', { name: /님 댓글 숨기기$/ }).click();
      await creatorSection.getByRole('status').filter({ hasText: '댓글을 숨겼어요.' }).waitFor();
      await target.getByText('숨김', { exact: true }).waitFor();
      await target.getByRole('button', { name: /님 댓글 숨김 해제$/ }).waitFor();

      // Others: the hidden notice where the comment was, not its words, and one fewer counted.
      await visitorPage.reload();
      await expect.poll(() => headingCount(visitorSection)).toBe(countBefore - 1);
      expect(await visitorSection.getByText(words).count()).toBe(0);
      const shown = await list();
      const index = shown.findIndex((comment) => comment.id === commentId);
      expect(shown[index]).toMatchObject({ commentContent: '', isHidden: true });
      await visitorSection
        .getByRole('list')
        .first()
        .locator(':scope > li')
        .nth(index)
        .getByText('숨겨진 댓글입니다.')
        .waitFor();
      await checkPhone(visitorPage, 'money-comment-hidden-visitor');
      // Another member reads no more than the visitor.
      const member = await list(await apiToken(DEMO_MEMBER.uid, DEMO_MEMBER.password));
      expect(member.find((comment) => comment.id === commentId)).toMatchObject({ commentContent: '' });

      // The author still reads it, marked as hidden and for whom it still shows.
      await page.reload();
      const authorView = section.getByRole('listitem').filter({ hasText: words });
      await authorView.getByText('숨김', { exact: true }).waitFor();
      await authorView.getByText('작성자와 채널 운영자에게만 보여요.').waitFor();
    } finally {
      await creator.close();
      await visitor.close();
    }
  }, 120_000);
});

describe('charging at 127.0.0.1', () => {
  it('comes back to 127.0.0.1 signed in, and the result URL reads the outcome without the cookie', async () => {
    const loopback = new URL(BASE_URL);
    loopback.hostname = loopback.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    const origin = loopback.origin;
    const uid = await joinByApi('loopback');
    const token = await apiToken(uid);

    const browsing = await contextAt(origin);
    const cookieless = await contextAt(origin);
    try {
      const page = await browsing.newPage();
      await page.goto('/charge');
      await logIn(page, uid);
      await page.getByText('보유 하트 0개').waitFor();
      await payInSandbox(page, '하트 30개', '3,300원');
      const returned = new URL(page.url());
      expect(returned.origin, 'the gateway returns to the origin the member browses').toBe(origin);
      expect(returned.searchParams.get('resultToken')).toBeTruthy();
      await page.getByText('하트 30개와 보너스 하트 1개가 충전되었어요.').waitFor();
      await page.getByText('지금 보유 하트 31개').waitFor();
      expect(await page.getByRole('heading', { name: '결제 정보를 찾을 수 없어요' }).count()).toBe(0);
      expect(await balanceOf(token)).toMatchObject({ total: 31 });
      await checkPhone(page, 'money-loopback-result');

      // The same address in a browser without the session cookie: the order's real outcome.
      const fresh = await cookieless.newPage();
      expect(await cookieless.cookies()).toEqual([]);
      await fresh.goto(returned.href);
      await fresh.getByRole('heading', { level: 1, name: '하트 충전이 완료되었어요' }).waitFor();
      await fresh.getByText('하트 30개와 보너스 하트 1개가 충전되었어요.').waitFor();
      await fresh.getByText('하트 30개 · 3,300원').waitFor();
      await fresh.getByText('로그인하면 보유 하트를 확인할 수 있어요.').waitFor();
      expect(await fresh.getByText(/지금 보유 하트/).count()).toBe(0);

      // It is the token that reads it: a forged one finds nothing.
      const forged = new URL(returned.href);
      const token36 = forged.searchParams.get('resultToken')!;
      forged.searchParams.set(
        'resultToken',
        `${token36.slice(0, -2)}${token36.endsWith('AA') ? 'BB' : 'AA'}`,
      );
      await fresh.goto(forged.href);
      await fresh.getByRole('heading', { level: 1, name: '결제 정보를 찾을 수 없어요' }).waitFor();
    } finally {
      await browsing.close();
      await cookieless.close();
    }
  }, 120_000);
});

/** The number in a comment section's heading (댓글 N). */
async function headingCount(section: Locator): Promise<number> {
  const heading = section.getByRole('heading', { name: /^댓글 [\d,]+$/ });
  await heading.waitFor();
  return Number(((await heading.textContent()) ?? '').replace(/\D/g, ''));
}
