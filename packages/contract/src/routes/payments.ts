import { z } from 'zod';
import { ZBanner } from '../schemas/catalog.ts';
import {
  ZCursorQuery,
  ZHeartBalance,
  ZHeartHistoryPage,
  ZPaidStatus,
  ZPayment,
  ZPaymentGateway,
  ZPaymentOutcome,
  ZPaymentPage,
  ZPaymentReady,
  ZPaymentReadyBody,
  ZPaymentResultBody,
  ZProduct,
  ZRefundAnswer,
  ZSettleBody,
} from '../schemas/payments.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams, zId } from './params.ts';
import { paymentsEndpoints } from './payments.endpoints.ts';

/** Hearts and their payments. What the gateway itself calls (form posts, redirects) stays in the API. */
export const paymentsRoutes = defineRoutes('payment', paymentsEndpoints, {
  products: {
    summary: 'Heart packages: the normal ones, plus the special a member’s payment status unlocks',
    answer: z.array(ZProduct),
  },
  gateway: {
    summary: 'Which payment gateway runs, and whether it is the local sandbox (a test environment)',
    answer: ZPaymentGateway,
  },
  paidStatus: {
    summary: 'Payment status (result 0 first, 1 normal, 2 extra-discount, 3 comeback, 4 premium); own only',
    params: z.object({ userId: zId }),
    answer: ZPaidStatus,
  },
  chargeBanners: { tags: ['banners'], summary: 'Banners of the charge page', answer: z.array(ZBanner) },
  ready: {
    summary: 'Creates an order; answers the form the browser posts to the gateway’s settle_main',
    body: ZPaymentReadyBody,
    answer: ZPaymentReady,
  },
  settle: {
    summary:
      'Settlement check from the return page: the order’s state (ready = waiting for the gateway). Never credits by itself',
    body: ZSettleBody,
    answer: ZPayment,
  },
  result: {
    summary:
      'Settlement check without a login, for a return whose session cookie did not come along: the ' +
      'return address’s resultToken reads its one order’s outcome (no member data). Never credits',
    body: ZPaymentResultBody,
    answer: ZPaymentOutcome,
  },
  refund: {
    summary: 'Refunds the unused paid hearts of a charge within 7 days (bonus hearts are withdrawn)',
    params: ZIdParams,
    answer: ZRefundAnswer,
  },
  charges: {
    summary: 'The member’s charges, newest first (cursor: lastId)',
    query: ZCursorQuery,
    answer: ZPaymentPage,
  },
  balance: { summary: 'The member’s hearts: paid, bonus and total', answer: ZHeartBalance },
  history: {
    summary: 'Every movement of the member’s hearts, newest first (cursor: lastId)',
    query: ZCursorQuery,
    answer: ZHeartHistoryPage,
  },
});
