import type { TPaymentReady } from '@sogon/contract/schemas/payments';
import { afterAll, beforeAll, expect } from 'vitest';
import { gatewayClock, METHOD_CODE, notificationHash, OUT_STAT } from '#api/adapters/payments/protocol';
import type { PaymentSettings } from '#api/adapters/payments/select';
import type { Services } from '#api/app/compose';
import type { PayMethod } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { buildTestServer, type TestApiServer } from '../../../test/api-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

/**
 * A whole API listening on 127.0.0.1 with the sandbox gateway, for journeys that cross real
 * HTTP: the browser's form posts and redirects, and the gateway's notification back to us.
 * The member's browser is on 127.0.0.1; `siteHost` gives SITE_URL another host name on the
 * same port (`npm start` says localhost while the member may browse at 127.0.0.1).
 */
export function setupPaymentServer(
  options: { siteHost?: string; clock?: () => Date; devMailbox?: boolean } = {},
) {
  const origin = { url: '' };
  const settings: PaymentSettings = {
    get siteUrl() {
      if (!options.siteHost || !origin.url) return origin.url;
      const url = new URL(origin.url);
      url.hostname = options.siteHost;
      return url.origin;
    },
    get sandboxBaseUrl() {
      return origin.url;
    },
    sandboxAllowed: true,
    settlebank: null,
  };
  const state = {} as {
    database: TestDatabase;
    services: Services;
    app: TestApiServer;
    origin: { url: string };
    ledger: ReturnType<typeof createLedger>;
  };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.app = await buildTestServer(state.database, {
      settings: {
        payments: settings,
        // The sandbox bank (payout accounts) is reached on the same listening server.
        bank: {
          openBanking: null,
          sandboxAllowed: true,
          get sandboxBaseUrl() {
            return origin.url;
          },
        },
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.devMailbox ? { mail: { devMailbox: true } } : {}),
      },
    });
    state.services = state.app.services;
    state.ledger = createLedger(state.database.db);
    origin.url = await state.app.listen({ port: 0, host: '127.0.0.1' });
    state.origin = origin;
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
  });

  const sandbox = () => state.services.paymentSandbox!;

  const kit = {
    state,
    sandbox,

    async member() {
      const joined = await joinMember(state.app);
      return { token: joined.token, id: joined.user.userInfo.id };
    },

    /** A call from the member's browser, to the origin it is on (127.0.0.1 and the server's port). */
    call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
      const host = new URL(origin.url).host;
      return state.app.inject({
        method,
        url: `/api/live${url}`,
        headers:
          body === undefined ? { 'x-client': WRITE['x-client'], token, host } : { ...WRITE, token, host },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },

    async ready(token: string, productId: number, payMethod: PayMethod = 'card'): Promise<TPaymentReady> {
      const response = await kit.call(token, 'POST', '/v1/user/payment/ready', { productId, payMethod });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result;
    },

    /** The browser posting the hidden form to the gateway's settle_main. */
    openCheckout(ready: Pick<TPaymentReady, 'action' | 'fields'>) {
      return fetch(ready.action, {
        method: 'POST',
        body: new URLSearchParams(ready.fields),
        redirect: 'manual',
      });
    },

    /** settle_main, then a button in the sandbox window; answers where the browser is sent. */
    async pay(
      ready: TPaymentReady,
      action: 'approve' | 'decline' | 'cancel' | 'timeout' = 'approve',
      extra: Record<string, string> = {},
    ): Promise<URL> {
      const page = await kit.openCheckout(ready);
      expect(page.status).toBe(200);
      const html = await page.text();
      const session = /name="session" value="([^"]+)"/.exec(html)?.[1] ?? '';
      const chosen = await fetch(`${origin.url}/api/live/payment-sandbox/settlebank/pay`, {
        method: 'POST',
        body: new URLSearchParams({ session, action, ...extra }),
        redirect: 'manual',
      });
      expect(chosen.status).toBe(303);
      return new URL(chosen.headers.get('location') ?? '');
    },

    /** Follows the gateway's redirect through our return endpoint to the /pg/result address. */
    async returnPage(location: URL): Promise<URLSearchParams> {
      const response = await fetch(location, { redirect: 'manual' });
      expect(response.status).toBe(303);
      const target = response.headers.get('location') ?? '';
      expect(target.startsWith('/pg/result?')).toBe(true);
      return new URL(target, origin.url).searchParams;
    },

    /** What the /pg/result page sends: POST /v1/user/payment with the return's values. */
    settle(token: string, query: URLSearchParams) {
      const body: Record<string, unknown> = {
        productId: Number(query.get('productId')),
        payMethod: query.get('payMethod'),
        payCode: query.get('orderNo'),
      };
      for (const name of ['outStatCd', 'outRsltCd']) if (query.get(name)) body[name] = query.get(name);
      return kit.call(token, 'POST', '/v1/user/payment', body);
    },

    /** A notification as the gateway signs it (the sandbox holds the merchant's keys). */
    notification(input: {
      orderNo: string;
      amount: number;
      transactionId: string;
      outStatCd?: string;
      payMethod?: PayMethod;
      bizType?: string;
    }): Record<string, string> {
      const keys = sandbox().keys;
      const { trdDtm } = gatewayClock(new Date());
      const outStatCd = input.outStatCd ?? OUT_STAT.approved;
      const trdAmt = String(input.amount);
      return {
        outStatCd,
        trdNo: input.transactionId,
        method: METHOD_CODE[input.payMethod ?? 'card'],
        bizType: input.bizType ?? 'B0',
        mchtId: keys.mchtId,
        mchtTrdNo: input.orderNo,
        trdDtm,
        trdAmt,
        pktHash: notificationHash(keys, { outStatCd, trdDtm, mchtTrdNo: input.orderNo, trdAmt }),
      };
    },

    /** Delivers a notification over HTTP, form-encoded and without x-client, as the gateway does. */
    async notify(fields: Record<string, string>): Promise<string> {
      const response = await fetch(`${origin.url}/api/live/v1/payments/settlebank/noti`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      expect(response.headers.get('content-type')).toContain('text/plain');
      return response.text();
    },

    async balance(token: string) {
      const response = await kit.call(token, 'GET', '/v1/user/hearts');
      expect(response.statusCode).toBe(200);
      return response.json().result as { paid: number; bonus: number; total: number };
    },

    async expectNoDrift() {
      const report = await state.ledger.check();
      expect(report.walletDrift).toEqual([]);
      expect(report.unbalancedTransactions).toEqual([]);
    },
  };
  return kit;
}
