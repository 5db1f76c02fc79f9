// @vitest-environment happy-dom
import { purchaseTexts } from '@sogon/contract/messages/purchases';
import { type TValidation, ZPurchaseAnswer, ZValidation } from '@sogon/contract/schemas/purchases';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SentRequest, signIn, stubApi } from '../../test/network.ts';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { withRouter } from '../../test/router.tsx';
import { UnlockPanel } from './UnlockPanel.tsx';

function validation(hearts: number): TValidation {
  return ZValidation.parse({
    playlistId: 3,
    contentId: 12,
    playable: false,
    reason: 'not_purchased',
    price: 5,
    bundlePrice: 0,
    balance: { paid: hearts, bonus: 0, total: hearts },
    rentalPrice: 0,
    rentalHours: 0,
    rentedUntil: null,
    rentalCredit: 0,
  });
}

/** The API for a member holding `hearts`: the validation, the purchase, and the balance after it. */
function api(hearts: number) {
  return stubApi((request: SentRequest) => {
    if (request.path === '/v2/service/content/validation/3/12') return { result: validation(hearts) };
    if (request.path === '/v2/service/content/purchase/3/12') {
      const balance = { paid: hearts - 5, bonus: 0, total: hearts - 5 };
      return {
        result: ZPurchaseAnswer.parse({
          playlistId: 3,
          bundle: false,
          contentIds: [12],
          hearts: 5,
          alreadyOwned: false,
          balance,
        }),
      };
    }
    if (request.path === '/v1/user/hearts')
      return { result: { paid: hearts - 5, bonus: 0, total: hearts - 5 } };
    return { status: 404, message: 'ERROR_API_PATH_WRONG' };
  });
}

function renderPanel() {
  window.history.replaceState(null, '', '/playlist/3/12');
  const { ui, router } = withRouter(
    <UnlockPanel
      playlistId={3}
      contentId={12}
      title="12화 새벽"
      playlistTitle="빗소리 모음"
      price={5}
      bundlePrice={0}
    />,
  );
  return { ...renderInApp(ui), router };
}

describe('unlocking an episode', () => {
  it('offers 충전하기 or 취소 when hearts are short, and 취소 spends nothing', async () => {
    signIn();
    const sent = api(2);
    const { user, router } = renderPanel();
    await user.click(screen.getByRole('button', { name: purchaseTexts.buyEpisode(5) }));
    const dialog = await screen.findByRole('dialog', { name: purchaseTexts.notEnoughTitle });
    expect(dialog.textContent).toContain(purchaseTexts.notEnoughBody(5, 2));
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['취소', purchaseTexts.charge]);
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.calls).toEqual([]);
    expect(sent.some((request) => request.path.includes('/purchase/'))).toBe(false);
  });

  it('goes to the charge page and back here on 충전하기', async () => {
    signIn();
    api(2);
    const { user, router } = renderPanel();
    await user.click(screen.getByRole('button', { name: purchaseTexts.buyEpisode(5) }));
    const dialog = await screen.findByRole('dialog', { name: purchaseTexts.notEnoughTitle });
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.charge }));
    expect(router.calls).toEqual([`push /charge?returnTo=${encodeURIComponent('/playlist/3/12')}`]);
  });

  it('closes the short-of-hearts question on Escape', async () => {
    signIn();
    api(0);
    const { user, router } = renderPanel();
    await user.click(screen.getByRole('button', { name: purchaseTexts.buyEpisode(5) }));
    await screen.findByRole('dialog', { name: purchaseTexts.notEnoughTitle });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.calls).toEqual([]);
  });

  it('with hearts enough, asks first and buys on 구매하기', async () => {
    signIn();
    const sent = api(20);
    const { user, router } = renderPanel();
    await user.click(screen.getByRole('button', { name: purchaseTexts.buyEpisode(5) }));
    const dialog = await screen.findByRole('dialog', { name: purchaseTexts.confirmTitle });
    expect(dialog.textContent).toContain(purchaseTexts.confirmEpisode('12화 새벽', 5));
    expect(dialog.textContent).toContain(purchaseTexts.balance(20));
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.buy }));
    await waitFor(() => expect(toastsIn()).toContain(purchaseTexts.bought));
    expect(sent.filter((request) => request.path === '/v2/service/content/purchase/3/12')).toHaveLength(1);
    expect(router.calls).toContain('refresh');
  });
});
