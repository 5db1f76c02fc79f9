// @vitest-environment happy-dom
import { opsTexts } from '@sogon/contract/messages/ops';
import { opsEventsTexts as text } from '@sogon/contract/messages/ops-events';
import type { TOpsRole } from '@sogon/contract/ops-access';
import { ZOperator } from '@sogon/contract/schemas/ops';
import { type TOpsCoupon, ZOpsCoupon, ZOpsEvent } from '@sogon/contract/schemas/ops-events';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { type Answer, type SentRequest, stubApi } from '../../test/network.ts';
import { renderInApp } from '../../test/render.tsx';
import { withRouter } from '../../test/router.tsx';
import { OpsCouponForm } from './OpsCouponForm.tsx';
import { OpsCouponList } from './OpsCouponList.tsx';
import { OpsShell } from './OpsShell.tsx';

const coupon: TOpsCoupon = ZOpsCoupon.parse({
  id: 31,
  eventId: 8,
  eventTitle: '겨울 쿠폰 이벤트',
  name: '12월 공용 쿠폰',
  mode: 'shared',
  code: 'SOGON-2026',
  codes: 1,
  quantity: 100,
  perPerson: 1,
  hearts: 10,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-31T14:59:59.000Z',
  disabledAt: null,
  redeemed: 3,
  status: 'active',
  createdAt: '2026-11-30T01:00:00.000Z',
});

const couponEvent = ZOpsEvent.parse({
  id: 8,
  kind: 'coupon',
  title: '겨울 쿠폰 이벤트',
  summary: '',
  body: '',
  bannerImg: '',
  linkUrl: '',
  playlistId: null,
  rewardHearts: 0,
  streakDays: 0,
  streakHearts: 0,
  status: 'published',
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-31T14:59:59.000Z',
  phase: 'ongoing',
  createdAt: '2026-11-30T00:00:00.000Z',
});

/** The console's API for an operator of `role`; `more` answers the page's own calls. */
function api(role: TOpsRole, more: (request: SentRequest) => Answer | undefined) {
  return stubApi((request) => {
    if (request.path === '/ops/me') {
      return {
        result: ZOperator.parse({
          id: 1,
          email: 'ops@sogon.test',
          name: '운영자',
          role,
          sessionExpiresAt: '2099-01-01T00:00:00.000Z',
        }),
      };
    }
    return more(request) ?? { status: 404, message: 'ERROR_API_PATH_WRONG' };
  });
}

function inConsole(page: ReactElement, at: string) {
  const { ui, router } = withRouter(<OpsShell>{page}</OpsShell>, at);
  return { ...renderInApp(ui), router };
}

describe('the console coupon list', () => {
  it('shows how many coupons there are and each one with its use, linked to its page', async () => {
    api('operator', (request) => (request.path === '/ops/coupons' ? { result: [coupon] } : undefined));
    inConsole(<OpsCouponList />, '/ops/coupons');
    expect(await screen.findByText(text.coupons.count(1))).toBeTruthy();
    const table = screen.getByRole('table', { name: text.coupons.heading });
    const row = within(table).getByRole('row', { name: /12월 공용 쿠폰/ });
    expect(within(row).getByRole('link', { name: '12월 공용 쿠폰' }).getAttribute('href')).toBe(
      '/ops/coupons/31',
    );
    expect(row.textContent).toContain('3 / 100');
    expect(row.textContent).toContain(text.couponStatus.active);
    expect(screen.getByRole('link', { name: text.coupons.create })).toBeTruthy();
  });

  it('offers 새 쿠폰 only to a role that may issue coupons', async () => {
    api('finance', (request) => (request.path === '/ops/coupons' ? { result: [] } : undefined));
    inConsole(<OpsCouponList />, '/ops/coupons');
    expect(await screen.findByText(text.coupons.none)).toBeTruthy();
    expect(screen.queryByRole('link', { name: text.coupons.create })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a load failed and loads again on 다시 시도', async () => {
    let asked = 0;
    api('operator', (request) => {
      if (request.path !== '/ops/coupons') return undefined;
      asked += 1;
      return asked === 1 ? { status: 503, message: 'ERROR_SERVICE_UNAVAILABLE' } : { result: [coupon] };
    });
    const { user } = inConsole(<OpsCouponList />, '/ops/coupons');
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: opsTexts.retry }));
    expect(await screen.findByText(text.coupons.count(1))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the console coupon form', () => {
  function formApi(refuse?: string) {
    return api('operator', (request) => {
      if (request.path === '/ops/events') return { result: [couponEvent] };
      if (request.method === 'POST' && request.path === '/ops/coupons') {
        if (refuse) return { status: 400, message: 'ERROR_REQUEST_PARAMETER_WRONG', detail: refuse };
        return { result: { ...coupon, id: 32 } };
      }
      return undefined;
    });
  }

  it('switches between a shared code and a batch of codes', async () => {
    formApi();
    const { user } = inConsole(<OpsCouponForm />, '/ops/coupons/new');
    expect(await screen.findByLabelText(text.couponForm.code)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: text.modes.batch }));
    expect(screen.queryByLabelText(text.couponForm.code)).toBeNull();
    expect((screen.getByLabelText(text.couponForm.count) as HTMLInputElement).value).toBe('100');
  });

  it('issues the coupon with what was typed and opens its page', async () => {
    const sent = formApi();
    const { user, router } = inConsole(<OpsCouponForm />, '/ops/coupons/new');
    await user.type(await screen.findByLabelText(text.couponForm.name), '새해 쿠폰');
    await user.type(screen.getByLabelText(text.couponForm.code), 'NEWYEAR27');
    await user.type(screen.getByLabelText(text.couponForm.quantity), '50');
    await user.click(screen.getByRole('button', { name: text.couponForm.submit }));
    await waitFor(() => expect(router.calls).toEqual(['push /ops/coupons/32?created=1']));
    const body = sent.find((request) => request.method === 'POST')?.body;
    expect(body).toMatchObject({
      eventId: 8,
      name: '새해 쿠폰',
      mode: 'shared',
      code: 'NEWYEAR27',
      quantity: 50,
      perPerson: 1,
      hearts: 10,
    });
  });

  it("shows the API's refusal and lets the operator try again", async () => {
    formApi('쿠폰 번호는 영문과 숫자 4~32자예요.');
    const { user, router } = inConsole(<OpsCouponForm />, '/ops/coupons/new');
    await user.type(await screen.findByLabelText(text.couponForm.code), '!!');
    const submit = screen.getByRole('button', { name: text.couponForm.submit });
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('쿠폰 번호는 영문과 숫자 4~32자예요.'),
    );
    expect(submit).toHaveProperty('disabled', false);
    expect(router.calls).toEqual([]);
  });
});
