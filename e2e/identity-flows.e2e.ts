import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, checkPhone, screenshot } from './browser.ts';
import { apiCall, apiToken, freshEmail, freshPhone, joinByApi, logIn, PASSWORD } from './members.ts';

// Identity journeys beside identity.e2e.ts (PASS and Kakao from the verification dialog):
// - the faPass popup (/auth/faPass in the window `fapass`, 500×700), opened from the
//   verification dialog's PASS 앱 인증, verifies a member, and
//   마이페이지 shows it;
// - one sign-up benefit per person: two e-mail accounts of the same person (same name, birth
//   date and phone, so the same CI) verify; the first gets the hearts, the second is told it
//   already went to another account, and the balances show exactly one grant.
// (The home popup's journey moved to ops-site.e2e.ts: its window is data operators set.)
//
// Its own browser: headless Chromium's default screen is 800×600 and would clamp the 700 px
// popup, so this one reports a larger screen (the flags are otherwise those of browser.ts).
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Contexts a test opens besides `context` (a second account), closed after it. */
const others: BrowserContext[] = [];

async function newContext(viewport: { width: number; height: number } | null = { width: 1280, height: 800 }) {
  return browser.newContext({ baseURL: BASE_URL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport });
}

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--screen-info={1280x1024}'],
  });
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext();
  page = await context.newPage();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    for (const open of [context, ...others].flatMap((each) => each.pages())) {
      await screenshot(open, `${ctx.task.name}-failure-${open.url().replace(BASE_URL, '')}`).catch(() => {});
    }
  }
  for (const other of others.splice(0)) await other.close();
  await context?.close();
});

const HEARTS = 30;
const GRANTED = `본인 인증이 완료되었어요. 하트 ${HEARTS}개를 드렸어요.`;
const ALREADY_USED = '이미 다른 계정에서 본인 인증 혜택을 받았어요.';
/** What the site says when the popup closed: the dialog closes and a toast names the outcome. */
const GRANTED_NOTICE = `본인 인증을 마쳤어요. ${HEARTS}하트를 드렸어요.`;
const ALREADY_USED_NOTICE =
  '본인 인증을 마쳤어요. 이미 혜택을 받은 분이에요: 인증 하트는 한 분께 한 번만 드려요.';
const VERIFIED_ROW = /^인증 완료 · \d{4}\.\d{2}\.\d{2}까지 유효$/;

interface Person {
  name: string;
  birthDate: string;
  gender: '남성' | '여성';
  carrier: 'SKT' | 'KT' | 'LGU' | 'MVNO';
  phone: string;
}

/** Fills the sandbox PASS page in `popup` as `person` and presses 인증하기. */
async function passAs(popup: Page, person: Person) {
  await popup.getByText('테스트 환경').first().waitFor({ timeout: 20_000 });
  await popup.getByLabel('이름').fill(person.name);
  await popup.getByLabel('생년월일').fill(person.birthDate);
  await popup.getByLabel(person.gender).check();
  await popup.getByLabel('통신사').selectOption(person.carrier);
  await popup.getByLabel('휴대폰 번호').fill(person.phone);
  await popup.getByRole('button', { name: '인증하기' }).click();
}

/** From an open 본인 인증 dialog: 휴대폰 인증, the sandbox as `person`, the popup's outcome. */
async function verifyByPhone(page: Page, person: Person, outcome: string) {
  const dialog = page.getByRole('dialog', { name: '본인 인증' });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: '휴대폰 인증' }).click(),
  ]);
  await passAs(popup, person);
  await popup.getByRole('heading', { name: '본인 인증 완료' }).waitFor({ timeout: 15_000 });
  await popup.getByRole('status').getByText(outcome, { exact: true }).waitFor();
  await popup.waitForEvent('close', { timeout: 15_000 });
}

/** 하트 내역 of the logged-in member: the balance line and its paid/bonus split, as shown. */
async function heartsPage(page: Page) {
  await page.goto('/mypage/hearts');
  await page.getByRole('heading', { level: 1, name: '하트 내역' }).waitFor();
  const balance = page.getByRole('region', { name: '보유 하트' });
  await balance.waitFor();
  return balance;
}

describe('identity flows', () => {
  it('verifies a member in the faPass popup (window fapass, 500×700), and 마이페이지 shows it', async () => {
    // Without an emulated viewport the popup keeps the size window.open asked for.
    await context.close();
    context = await newContext(null);
    page = await context.newPage();
    const uid = await joinByApi('fapass');

    await page.goto('/mypage');
    await logIn(page, uid);
    const adultMode = page.getByRole('switch', { name: '성인 모드' });
    await adultMode.waitFor();
    expect(await adultMode.isDisabled()).toBe(true);
    const verify = page.getByRole('button', { name: '본인 인증하기' });
    await verify.waitFor();
    expect(await page.getByText(VERIFIED_ROW).count()).toBe(0);

    // The verification dialog's first action: the phone-based PASS (spec section 3).
    const visited: string[] = [];
    context.on('request', (request) => visited.push(request.url()));
    await verify.click();
    const dialog = page.getByRole('dialog', { name: '본인 인증' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'PASS 앱 인증' }).click(),
    ]);
    await popup.getByText('테스트 환경').first().waitFor({ timeout: 20_000 });
    expect(visited).toContain(`${BASE_URL}/auth/faPass`);
    expect(visited).toContain(`${BASE_URL}/api/live/v1/identity/pass/start?kind=fapass`);
    const [name, innerWidth, innerHeight] = await popup.evaluate(() => [
      window.name,
      window.innerWidth,
      window.innerHeight,
    ]);
    expect(name).toBe('fapass');
    expect(innerWidth).toBe(500);
    // width=500,height=700 sizes the content area; headless Chromium leaves it one pixel short.
    expect(innerHeight).toBeGreaterThanOrEqual(699);
    expect(innerHeight).toBeLessThanOrEqual(700);

    await passAs(popup, {
      name: '정소곤',
      birthDate: '19910707',
      gender: '여성',
      carrier: 'LGU',
      phone: freshPhone(),
    });
    await popup.getByRole('heading', { name: '본인 인증 완료' }).waitFor({ timeout: 15_000 });
    await popup.getByText(GRANTED).waitFor();
    await popup.waitForEvent('close', { timeout: 15_000 });

    // 마이페이지 hears the popup: the dialog closes with a toast, the verified row, adult mode now allowed.
    await page.getByRole('status').getByText(GRANTED_NOTICE).waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(VERIFIED_ROW).waitFor();
    expect(await verify.count()).toBe(0);
    expect(await adultMode.isEnabled()).toBe(true);
    // And a reload, from the API alone, says the same.
    await page.reload();
    await page.getByText(VERIFIED_ROW).waitFor();
    const token = await apiToken(uid);
    const asset = await apiCall<{ asset: { is_auth: number; is_adult: number } }>('GET', '/v2/user', token);
    expect(asset.asset).toMatchObject({ is_auth: 1, is_adult: 1 });
    await checkPhone(page, 'identity-fapass-mypage');
  }, 120_000);

  it('gives the sign-up hearts once per person: the second account of the same person is told so', async () => {
    const person: Person = {
      name: '한소곤',
      birthDate: '19930303',
      gender: '남성',
      carrier: 'SKT',
      phone: freshPhone(),
    };

    // The first account signs up on /join, and the verification dialog offers the event's hearts.
    const first = freshEmail('benefit-first');
    await page.goto('/join');
    await page.getByLabel('이메일').fill(first);
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByLabel('비밀번호 확인').fill(PASSWORD);
    await page.getByLabel('모두 동의합니다').check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    const welcome = page.getByRole('dialog', { name: '회원가입을 축하합니다!' });
    await welcome.getByText('본인 인증 완료시 코인이 지급됩니다').waitFor();
    await welcome.getByRole('button', { name: '확인' }).click();
    const dialog = page.getByRole('dialog', { name: '본인 인증' });
    await dialog.getByText(`지금 본인 인증하면 ${HEARTS}하트 지급!`).waitFor();
    await dialog.getByText(`가입 축하 ${HEARTS}하트`).waitFor();
    const firstToken = await apiToken(first);
    expect(await apiCall('GET', '/v1/user/hearts', firstToken)).toEqual({ paid: 0, bonus: 0, total: 0 });

    await verifyByPhone(page, person, GRANTED);
    const firstBalance = await heartsPage(page);
    await firstBalance.getByText(`보유 하트 ${HEARTS}개`, { exact: true }).waitFor();
    await firstBalance.getByText(`충전 하트 0개 · 보너스 하트 ${HEARTS}개`).waitFor();
    const firstMovements = page.getByRole('region', { name: '하트 사용 내역' });
    await firstMovements.getByText('지급 · 본인 인증 혜택').waitFor();
    await firstMovements.getByText(`보너스 +${HEARTS}`).waitFor();

    // The second account, in another browser profile, is the same person.
    const secondContext = await newContext();
    others.push(secondContext);
    const second = await secondContext.newPage();
    const secondUid = await joinByApi('benefit-second');
    await second.goto('/mypage');
    await logIn(second, secondUid);
    await second.getByRole('button', { name: '본인 인증하기' }).click();
    await second.getByRole('dialog', { name: '본인 인증' }).waitFor();
    await verifyByPhone(second, { ...person, carrier: 'KT' }, ALREADY_USED);

    // 마이페이지 says why no hearts came, and the account is verified all the same.
    await second.getByRole('status').getByText(ALREADY_USED_NOTICE).waitFor({ timeout: 10_000 });
    await second.getByRole('dialog', { name: '본인 인증' }).waitFor({ state: 'detached' });
    await second.getByText(VERIFIED_ROW).waitFor();
    expect(await second.getByRole('switch', { name: '성인 모드' }).isEnabled()).toBe(true);

    // No hearts for the second account, as its 하트 내역 shows; the first keeps exactly its own.
    const secondBalance = await heartsPage(second);
    await secondBalance.getByText('보유 하트 0개', { exact: true }).waitFor();
    await secondBalance.getByText('충전 하트 0개 · 보너스 하트 0개').waitFor();
    await second
      .getByRole('region', { name: '하트 사용 내역' })
      .getByText('아직 하트 사용 내역이 없어요.')
      .waitFor();
    await checkPhone(second, 'identity-benefit-second-hearts');

    await page.reload();
    await page
      .getByRole('region', { name: '보유 하트' })
      .getByText(`보유 하트 ${HEARTS}개`, { exact: true })
      .waitFor();
    const secondToken = await apiToken(secondUid);
    expect(await apiCall('GET', '/v1/user/hearts', firstToken)).toEqual({
      paid: 0,
      bonus: HEARTS,
      total: HEARTS,
    });
    expect(await apiCall('GET', '/v1/user/hearts', secondToken)).toEqual({ paid: 0, bonus: 0, total: 0 });
    expect(await apiCall('GET', '/v1/user/certEvent', firstToken)).toMatchObject({
      verified: true,
      claimed: true,
      usedElsewhere: false,
      hearts: HEARTS,
    });
    expect(await apiCall('GET', '/v1/user/certEvent', secondToken)).toMatchObject({
      verified: true,
      claimed: false,
      usedElsewhere: true,
      hearts: 0,
    });
  }, 150_000);
});
