import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, useBrowser } from './browser.ts';

// Browser journey of heart charging: a new member charges through the sandbox gateway's
// payment window, comes back to /pg/result, sees the hearts, and refunds the unused charge.
const session = useBrowser();

let counter = 0;
function freshEmail(): string {
  counter += 1;
  return `charger${Date.now()}${counter}@example.com`;
}

/** Signs up and closes the welcome and verification dialogs that greet a new member. */
async function signUp(page: Page) {
  await page.goto('/join');
  await page.getByLabel('이메일').fill(freshEmail());
  await page.getByLabel('비밀번호', { exact: true }).fill('whisper123');
  await page.getByLabel('비밀번호 확인').fill('whisper123');
  await page.getByLabel('모두 동의합니다').check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.waitForURL(`${BASE_URL}/`);
  const welcome = page.getByRole('dialog', { name: '회원가입을 축하합니다!' });
  await welcome.getByRole('button', { name: '확인' }).click();
  const verification = page.getByRole('dialog', { name: '본인 인증' });
  await verification.getByRole('button', { name: '본인 인증 닫기' }).click();
  await verification.waitFor({ state: 'detached' });
}

describe('heart charging', () => {
  it('pays for hearts in the sandbox window and lands on the result page with the hearts', async () => {
    const { page } = session;
    await signUp(page);

    await page.getByRole('banner').getByRole('link', { name: '하트 충전' }).click();
    await page.waitForURL(`${BASE_URL}/charge`);
    await page.getByRole('heading', { level: 1, name: '하트 충전' }).waitFor();
    await page.getByText('보유 하트 0개').waitFor();
    await page.getByText('테스트 환경: 실제 돈이 나가지 않는', { exact: false }).waitFor();
    // A new member is offered the first-payment special.
    await page.getByText('첫 결제 특가', { exact: true }).waitFor();

    const products = page.getByRole('group', { name: '충전 상품' });
    await products.getByText('하트 100개', { exact: true }).click();
    expect(await products.getByRole('radio', { name: /^하트 100개/ }).isChecked()).toBe(true);
    const methods = page.getByRole('group', { name: '결제 수단' });
    expect(await methods.getByRole('radio', { name: '신용카드' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '9,900원 결제하기' }).click();

    await page.waitForURL(/\/api\/live\/payment-sandbox\/settlebank\/settle_main$/);
    await page.getByRole('heading', { level: 1, name: '테스트 결제창' }).waitFor();
    await page.getByText('테스트 환경', { exact: true }).waitFor();
    await page.getByText('9,900원').waitFor();
    await page.getByRole('button', { name: '결제하기', exact: true }).click();

    await page.waitForURL(/\/pg\/result\?/);
    await page.getByRole('heading', { level: 1, name: '하트 충전이 완료되었어요' }).waitFor();
    await page.getByText('하트 100개와 보너스 하트 10개가 충전되었어요.').waitFor();
    await page.getByText('지금 보유 하트 110개').waitFor();
    // The bare /pg layout: no site header or footer around the result.
    expect(await page.getByRole('banner').count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored.userInfo.isPaid).toBe(true);

    await page.getByRole('link', { name: '하트 충전으로 돌아가기' }).click();
    await page.waitForURL(`${BASE_URL}/charge`);
    await page.getByText('보유 하트 110개').waitFor();
    expect(await page.getByText('첫 결제 특가', { exact: true }).count()).toBe(0);

    await page.goto('/mypage/hearts');
    const charges = page.getByRole('region', { name: '충전 내역' });
    await charges.getByRole('button', { name: '하트 100개 환불 요청' }).click();
    const confirm = page.getByRole('dialog', { name: '환불을 요청할까요?' });
    await confirm.getByRole('button', { name: '환불 요청' }).click();
    await page.getByText('9,900원 환불을 요청했어요.').waitFor();
    await charges.getByText('9,900원 환불 (하트 100개)').waitFor();
    await page.getByText('보유 하트 0개').waitFor();
  });

  it('shows a declined payment as a failure and charges nothing', async () => {
    const { page } = session;
    await signUp(page);
    await page.goto('/charge');
    const products = page.getByRole('group', { name: '충전 상품' });
    await products.getByText('하트 10개', { exact: true }).click();
    await page.getByRole('group', { name: '결제 수단' }).getByText('계좌이체').click();
    await page.getByRole('button', { name: '1,100원 결제하기' }).click();
    await page.getByRole('heading', { level: 1, name: '테스트 결제창' }).waitFor();
    await page.getByRole('button', { name: '결제 거절' }).click();
    await page.waitForURL(/\/pg\/result\?/);
    await page.getByRole('heading', { level: 1, name: '결제에 실패했어요' }).waitFor();
    await page.getByText('결제가 승인되지 않았어요.', { exact: false }).waitFor();
    await page.goto('/charge');
    await page.getByText('보유 하트 0개').waitFor();
  });
});
