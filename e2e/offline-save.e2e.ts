import { opsTexts } from '@sogon/contract/messages/ops';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkPhone, newContext, useBrowser } from './browser.ts';
import { PAID_ROW } from './episodes.ts';
import { apiCall, apiToken, joinByApi, logIn } from './members.ts';
import { NO_OPERATOR, OPERATOR, signIn, totpCode } from './ops-console.ts';

// 저장 (issue 21): a member saves an episode they bought, goes offline, reloads and plays it
// from 보관함 → 저장됨 (the service worker answers the encrypted segments and, under the
// licence, the key); a licence past its expiry refuses in Korean; another member signed in on
// the same browser cannot play it. The position made offline reaches the server once online.
// A purchase the operator cancels in the console loses its saved copy at the next online check.
const session = useBrowser();

const EXPIRED = '저장한 에피소드의 이용 기간이 끝났어요. 인터넷에 한 번 연결하면 다시 들을 수 있어요.';

/** Charges 100 hearts through the sandbox gateway, as a member does. */
async function chargeHearts(page: Page) {
  await page.goto('/charge');
  await page.getByRole('group', { name: '충전 상품' }).getByText('하트 100개', { exact: true }).click();
  await page.getByRole('button', { name: '9,900원 결제하기' }).click();
  await page.getByRole('heading', { level: 1, name: '테스트 결제창' }).waitFor();
  await page.getByRole('button', { name: '결제하기', exact: true }).click();
  await page.waitForURL(/\/pg\/result\?/);
  await page.getByText(/지금 보유 하트 \d+개/).waitFor();
}

/** A paid episode of a demo playlist, bought with hearts (the API the 구매 button calls). */
async function buyPaidEpisode(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: '바이노럴 집중 사운드' }).first().click();
  await page.waitForURL(/\/playlist\/\d+$/);
  const paid = page
    .getByRole('region', { name: /에피소드/ })
    .getByRole('link')
    .filter({ hasText: PAID_ROW })
    .first();
  const href = (await paid.getAttribute('href'))!;
  const [, playlistId, contentId] = /^\/playlist\/(\d+)\/(\d+)$/.exec(href)!;
  const bought = await page.evaluate(
    async (url) => (await fetch(url, { headers: { 'x-client': 'web' } })).status,
    `/api/live/v2/service/content/purchase/${playlistId}/${contentId}`,
  );
  expect(bought).toBe(200);
  return { href, playlistId, contentId };
}

/** Waits until the service worker is active and controls the page. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  // A page loaded before the worker took over is controlled from its next load.
  const claimed = await expect
    .poll(controller, { timeout: 10_000 })
    .toMatch(/\/sw\.js\?v=/)
    .then(
      () => true,
      () => false,
    );
  if (claimed) return;
  await page.reload();
  await expect.poll(controller, { timeout: 15_000 }).toMatch(/\/sw\.js\?v=/);
}

/** The saved licence's expiry moved into the past, in the worker's IndexedDB (a test clock). */
function expireLicences(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('sogon-saved');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const transaction = opened.result.transaction('licences', 'readwrite');
          const store = transaction.objectStore('licences');
          let changed = 0;
          store.openCursor().onsuccess = (event) => {
            const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
            if (!cursor) return;
            const record = cursor.value;
            record.terms.expiresAt = new Date(Date.now() - 60_000).toISOString();
            cursor.update(record);
            changed += 1;
            cursor.continue();
          };
          transaction.oncomplete = () => resolve(changed);
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}

const audio = (page: Page) => page.locator('[data-player="audio"]');

describe('saving an episode for offline', () => {
  it('saves a bought episode, plays it offline, refuses an expired licence and another member', async () => {
    const { page, context } = session;
    const owner = await joinByApi('offline');
    await page.goto('/');
    await logIn(page, owner);
    await chargeHearts(page);

    const { href, playlistId, contentId } = await buyPaidEpisode(page);

    // 저장 on the bought episode: the progress the worker reports reaches every file.
    await page.goto(`/playlist/${playlistId}`);
    await workerInControl(page);
    await page.evaluate(() => {
      const seen: { done: number; total: number }[] = [];
      (window as unknown as { saveProgress: typeof seen }).saveProgress = seen;
      navigator.serviceWorker.addEventListener('message', (event) => {
        if (event.data?.type === 'save-progress') seen.push(event.data);
      });
    });
    const row = page.locator('li').filter({ has: page.locator(`a[href="${href}"]`) });
    await row.getByRole('button', { name: /저장$/ }).click();
    await row.getByText('저장됨', { exact: true }).waitFor({ timeout: 60_000 });
    const progress = await page.evaluate(
      () => (window as unknown as { saveProgress: { done: number; total: number }[] }).saveProgress,
    );
    const last = progress.at(-1)!;
    expect(last.total).toBeGreaterThan(2);
    expect(Math.round((last.done / last.total) * 100)).toBe(100);
    await checkPhone(page, 'offline-saved-row');

    // Offline: a reload of 보관함 comes from the worker, with 저장됨 listing the episode.
    await context.setOffline(true);
    await page.goto('/library');
    await page.getByRole('tab', { name: '저장됨' }).click();
    const saved = page.locator(`[data-saved-episode="${contentId}"]`);
    await saved.waitFor();
    expect(await saved.textContent()).toMatch(/\d+(\.\d)? (KB|MB)/);
    await page.getByText(/사용 중 .+ · 남은 공간 .+/).waitFor();
    await checkPhone(page, 'offline-saved-list');
    await saved.getByRole('button', { name: /재생$/ }).click();
    await expect
      .poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(1);

    // A licence past its expiry: the saved copy refuses, in Korean.
    expect(await expireLicences(page)).toBe(1);
    await page.goto('/library');
    await page.getByRole('tab', { name: '저장됨' }).click();
    await saved.getByRole('button', { name: /재생$/ }).click();
    await page.getByText(EXPIRED).first().waitFor();
    for (const path of ['master.m3u8', 'key']) {
      const status = await page.evaluate(
        async (url) => (await fetch(url)).status,
        `/media/hls/${contentId}/saved/${path}`,
      );
      expect(status, path).toBe(403);
    }

    // Back online: the position made offline reaches the server (이어 듣기 on any device), the
    // check renews the licence, and the copy plays again.
    await context.setOffline(false);
    await page.goto('/library?tab=saved');
    await expect
      .poll(
        () =>
          page.evaluate(
            async (url) =>
              ((await (await fetch(url)).json()) as { result: { playtime: number } }).result.playtime,
            `/api/live/v1/user/playtime/${contentId}`,
          ),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await expect
      .poll(
        () => page.evaluate(async (url) => (await fetch(url)).status, `/media/hls/${contentId}/saved/key`),
        {
          timeout: 15_000,
        },
      )
      .toBe(200);

    // Another member on the same browser: the copy does not play for them.
    await page.evaluate(() => {
      window.localStorage.removeItem('user');
    });
    await context.clearCookies();
    const other = await joinByApi('offline-other');
    await page.goto('/');
    await logIn(page, other);
    // The page tells the worker who signed in; from then on the copy answers nothing.
    for (const path of ['master.m3u8', 'key', 'a128/index.m3u8']) {
      await expect
        .poll(() =>
          page.evaluate(async (url) => (await fetch(url)).status, `/media/hls/${contentId}/saved/${path}`),
        )
        .toBe(403);
    }
    await page.goto('/library?tab=saved');
    await page.locator('[data-saved-library="ready"]').waitFor();
    await page.getByText('저장한 에피소드가 없어요.', { exact: false }).waitFor();
    expect(await page.locator('[data-saved-episode]').count()).toBe(0);
  });

  it('plays a saved audio-toon offline with its pictures changing with the time', async () => {
    const { page, context } = session;
    await context.setOffline(false);
    const member = await joinByApi('offline-toon');
    await page.goto('/');
    await logIn(page, member);
    await page.getByRole('link', { name: '오디오툰: 비 오는 날의 고양이' }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    await workerInControl(page);
    const row = page.locator('li').filter({ hasText: '처마 밑 손님' });
    const href = (await row.getByRole('link').first().getAttribute('href'))!;
    const contentId = href.split('/').pop();
    await row.getByRole('button', { name: /저장$/ }).click();
    await row.getByText('저장됨', { exact: true }).waitFor({ timeout: 60_000 });

    await context.setOffline(true);
    await page.goto('/library');
    await page.getByRole('tab', { name: '저장됨' }).click();
    await page.locator(`[data-saved-episode="${contentId}"]`).getByRole('button', { name: /재생$/ }).click();
    await expect
      .poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0.5);
    await page.getByRole('button', { name: '플레이어 크게 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '플레이어' });
    await dialog.waitFor();
    const image = dialog.locator('img').last();
    expect(await image.getAttribute('src')).toMatch(new RegExp(`/media/frames/${contentId}/saved/0\\.jpg`));
    await audio(page).evaluate((element: HTMLAudioElement) => {
      element.currentTime = 17; // the second picture comes at 15 s (seed/demo-hls.ts)
    });
    await expect
      .poll(() => image.getAttribute('src'), { timeout: 10_000 })
      .toMatch(new RegExp(`/media/frames/${contentId}/saved/1\\.jpg`));
    // Drawn from the worker's copy: the picture decoded without a network.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    await context.setOffline(false);
  });

  it('removes the saved copy of a purchase the operator cancels, at the next online check', {
    timeout: 180_000,
  }, async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page, context } = session;
    await context.setOffline(false);
    const uid = await joinByApi('offline-refund');
    const me = await apiCall<{ userInfo: { id: number } }>('GET', '/v2/user', await apiToken(uid));
    const memberId = me.userInfo.id;
    await page.goto('/');
    await logIn(page, uid);
    await chargeHearts(page);
    const { href, playlistId, contentId } = await buyPaidEpisode(page);
    await page.goto(`/playlist/${playlistId}`);
    await workerInControl(page);
    const row = page.locator('li').filter({ has: page.locator(`a[href="${href}"]`) });
    await row.getByRole('button', { name: /저장$/ }).click();
    await row.getByText('저장됨', { exact: true }).waitFor({ timeout: 60_000 });
    const key = () =>
      page.evaluate(async (url) => (await fetch(url)).status, `/media/hls/${contentId}/saved/key`);
    expect(await key()).toBe(200);

    // The operator, signed in to the console, finds the purchase in the member's 하트 내역 and
    // cancels it (구매 취소) with a reason and a fresh code.
    const opsContext = await newContext(session.browser);
    try {
      const ops = await opsContext.newPage();
      await ops.goto(`/ops/members/${memberId}`);
      await ops.waitForURL(`${BASE_URL}/ops/login`);
      await signIn(ops, OPERATOR);
      await ops.goto(`/ops/members/${memberId}`);
      await ops.getByRole('heading', { name: '최근 활동' }).waitFor();
      await ops
        .getByRole('region', { name: '구매', exact: true })
        .getByText('바이노럴 집중 사운드')
        .waitFor();
      const ledger = ops.getByRole('region', { name: '하트 내역', exact: true });
      await ledger
        .getByRole('button', { name: /구매 취소$/ })
        .first()
        .click();
      const panel = ops.getByRole('region', { name: '구매 취소', exact: true });
      await panel.getByRole('button', { name: '구매 취소', exact: true }).click();
      await panel.getByText(opsTexts.reasonInvalid).waitFor();
      await panel.getByLabel('취소 사유').fill('환불 요청');
      await panel.getByLabel('인증 앱 코드 (6자리)').fill(await totpCode(OPERATOR.totpSecret));
      await panel.getByRole('button', { name: '구매 취소', exact: true }).click();
      await ops.getByRole('dialog').getByRole('button', { name: '구매 취소', exact: true }).click();
      await ops.getByText(/^구매를 취소하고 유료 하트 \d+개와 보너스 하트 \d+개를 돌려줬어요\.$/).waitFor();
      // The 하트 내역 now has the cancel, in Korean, and the wallet above is the member's again.
      await ledger.getByRole('cell', { name: '구매 취소', exact: true }).first().waitFor();
      const wallet = await apiCall<{ paid: number; bonus: number }>(
        'GET',
        '/v1/user/hearts',
        await apiToken(uid),
      );
      await ops.getByText(`충전 하트 ${wallet.paid}개 · 보너스 하트 ${wallet.bonus}개`).waitFor();
      await checkPhone(ops, 'ops-spend-cancelled');
    } finally {
      await opsContext.close();
    }

    // Back on the member's page, online: the check finds the episode no longer theirs, and the
    // copy goes (저장됨 no longer lists it, its key no longer answers).
    await page.goto('/library?tab=saved');
    await expect.poll(key, { timeout: 15_000 }).toBe(403);
    await page.reload();
    await page.locator('[data-saved-library="ready"]').waitFor();
    await page.getByText('저장한 에피소드가 없어요.', { exact: false }).waitFor();
    expect(await page.locator(`[data-saved-episode="${contentId}"]`).count()).toBe(0);
    await checkPhone(page, 'offline-refund-removed');
  });

  it('holds a new version back while a save downloads, and offers it once the copy is saved', async () => {
    const { page, context } = session;
    await context.setOffline(false);
    const member = await joinByApi('offline-update');
    await page.goto('/');
    await logIn(page, member);
    await page.getByRole('link', { name: '한밤의 빗소리' }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    await workerInControl(page);
    const href = (await page
      .getByRole('region', { name: /에피소드/ })
      .getByRole('link')
      .first()
      .getAttribute('href'))!;
    const contentId = Number(href.split('/').pop());
    const row = page.locator('li').filter({ has: page.locator(`a[href="${href}"]`) });

    // The worker's segment downloads wait until released (the browser routes its requests too).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const continued: Promise<void>[] = [];
    const segments = /\/media\/hls\/\d+\/[^/]+\/a\d+\/seg_/;
    await context.route(segments, (route) => {
      const next = held.then(() => route.continue());
      continued.push(next);
      return next;
    });
    const waitingDownloads = () => continued.length;
    try {
      await row.getByRole('button', { name: /저장$/ }).click();
      await expect.poll(waitingDownloads, { timeout: 15_000 }).toBeGreaterThan(0);

      // A new build installs and waits while the save runs: no offer.
      await page.evaluate(() =>
        navigator.serviceWorker.register('/sw.js?v=e2e-saving', { updateViaCache: 'none' }),
      );
      await expect
        .poll(() =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL),
        )
        .toContain('v=e2e-saving');
      // The page has asked the running worker (a round trip like this one) and rendered since.
      expect(
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = (event) => resolve(event.data.result);
              navigator.serviceWorker.controller!.postMessage({ type: 'saves-running' }, [channel.port2]);
            }),
        ),
      ).toBe(1);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const prompt = page.getByRole('region', { name: '새 버전이 있어요' });
      expect(await prompt.count(), 'no offer while saving').toBe(0);
      expect(await row.locator('[data-save-state="saving"]').count()).toBe(1);
    } finally {
      release();
      // Held downloads go on before the route is taken away (or they would be handled twice).
      await context.unrouteAll({ behavior: 'wait' });
    }

    // Saved: now the offer shows, and the copy outlives the new version taking over.
    await row.getByText('저장됨', { exact: true }).waitFor({ timeout: 60_000 });
    const prompt = page.getByRole('region', { name: '새 버전이 있어요' });
    await prompt.waitFor();
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await prompt.getByRole('button', { name: '새로고침' }).click();
    await reloaded;
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toContain('v=e2e-saving');
    for (const path of ['master.m3u8', 'a128/index.m3u8']) {
      expect(
        await page.evaluate(
          async (url) => (await fetch(url)).status,
          `/media/hls/${contentId}/saved/${path}`,
        ),
        path,
      ).toBe(200);
    }
  });
});
