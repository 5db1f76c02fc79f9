// @vitest-environment happy-dom
import { eventTexts } from '@sogon/contract/messages/events';
import {
  type TEventCard,
  ZConfirmEventResult,
  ZCouponEvent,
  ZEventCard,
} from '@sogon/contract/schemas/events';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SentRequest, signIn, stubApi } from '../../test/network.ts';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { CouponRedeem } from './CouponRedeem.tsx';

const text = eventTexts.page.coupon;

const card: TEventCard = ZEventCard.parse({
  id: 8,
  kind: 'coupon',
  title: '겨울 쿠폰 이벤트',
  summary: '쿠폰 번호로 하트 받기',
  bannerImg: '/banners/8.webp',
  linkUrl: '',
  startsAt: '2026-12-01T00:00:00+09:00',
  endsAt: '2026-12-31T23:59:59+09:00',
  status: 'ongoing',
});

/** The coupon API: the member's state of event 8, and redeeming SOGON-2026 (any other code is refused). */
function api() {
  return stubApi((request: SentRequest) => {
    if (request.path === '/v1/user/couponEvent/8') {
      return {
        result: ZCouponEvent.parse({
          event: { ...card, body: '', rewardHearts: 0, streakDays: 0, streakHearts: 0, playlist: null },
          redeemed: false,
          hearts: 0,
          redeemedAt: null,
          needVerification: false,
        }),
      };
    }
    if (request.method === 'POST' && request.path === '/v1/user/confirm/event') {
      const { code } = request.body as { code: string };
      if (code !== 'SOGON-2026') {
        return {
          status: 400,
          message: 'ERROR_REQUEST_PARAMETER_WRONG',
          detail: eventTexts.details.couponWrong,
        };
      }
      return {
        result: ZConfirmEventResult.parse({
          eventId: 8,
          eventTitle: '겨울 쿠폰 이벤트',
          hearts: 5,
          message: eventTexts.answers.couponRedeemed(5),
        }),
      };
    }
    return { status: 404, message: 'ERROR_API_PATH_WRONG' };
  });
}

async function setup() {
  signIn();
  const sent = api();
  const view = renderInApp(<CouponRedeem events={[card]} initialId={8} />);
  const field = await screen.findByLabelText(text.codeLabel);
  return { ...view, sent, field };
}

describe('redeeming a coupon', () => {
  it('asks for the code when only spaces and hyphens were typed, and sends nothing', async () => {
    const { user, sent, field } = await setup();
    await user.type(field, ' - ');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('alert').textContent).toBe(text.codeMissing);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('says next to the field why a code was refused, and clears it when the code changes', async () => {
    const { user, field } = await setup();
    await user.type(field, 'WRONG-1');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(eventTexts.details.couponWrong);
    expect(document.activeElement).toBe(field);
    await user.type(field, '2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('redeems a code typed in lower case and shows the hearts received', async () => {
    const { user, sent, field } = await setup();
    await user.type(field, 'sogon-2026');
    await user.keyboard('{Enter}');
    const line = await screen.findByText(text.redeemedNow('겨울 쿠폰 이벤트', 5));
    expect(line.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(line));
    expect(toastsIn()).toContain(eventTexts.answers.couponRedeemed(5));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ code: 'SOGON-2026' });
    await user.click(screen.getByRole('button', { name: text.another }));
    expect((screen.getByLabelText(text.codeLabel) as HTMLInputElement).value).toBe('');
  });
});
