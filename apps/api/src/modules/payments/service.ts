import { paymentTexts } from '@sogon/contract/messages/payments';
import {
  OFFER_OF_STATUS,
  type OfferKind,
  type THeartBalance,
  type THeartHistoryPage,
  type TPaidStatus,
  type TPaymentPage,
  type TProduct,
} from '@sogon/contract/schemas/payments';
import type { PaymentGateway } from '#api/adapters/payments/types';
import { AppError } from '#api/http/app-error';
import { type Ledger, withTotal } from '#api/modules/hearts';
import { toPayment, toProduct } from './answers.ts';
import type { Chargebacks } from './chargeback.ts';
import { createCheckout } from './checkout.service.ts';
import { createPaymentNotifications } from './notifications.service.ts';
import { createRefunds } from './refunds.service.ts';
import type { PaymentRepository } from './repository.ts';
import { paidStatus, recentSince } from './rules.ts';

export { toOutcome, toPayment } from './answers.ts';
export { NOTI_PATH, RETURN_PATH } from './checkout.service.ts';
export type { NotificationAnswer, PaymentLog } from './notifications.service.ts';
export type { RefundOutcome, RefundRequest, RefundTexts } from './refunds.service.ts';
export { refundLedgerKey } from './refunds.service.ts';

const details = paymentTexts.details;

/**
 * Heart charging: packages and payment status, the order the browser takes to the gateway,
 * the gateway's notification that credits the hearts (once per gateway transaction), the
 * browser's return, refunds, and the member's history.
 */
export function createPaymentService(deps: {
  payments: PaymentRepository;
  ledger: Ledger;
  gateway: PaymentGateway;
  /** Read per call: a test server learns its origin only when it listens. */
  site: { readonly siteUrl: string };
  /** Signs the result tokens of return addresses (derived from the server's secret). */
  resultKey: Buffer;
  /** Applies the gateway's cancel notices (chargeback.ts). */
  chargebacks: Chargebacks;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { payments, ledger, gateway } = deps;

  async function status(userId: number): Promise<TPaidStatus> {
    const at = now();
    const stats = await payments.historyStats(userId, recentSince(at));
    const result = paidStatus(stats, at);
    return {
      result,
      offer: OFFER_OF_STATUS[result],
      completedPayments: stats.completed,
      lastPaidAt: stats.lastPaidAt?.toISOString() ?? null,
      recentAmount: stats.recentAmount,
    };
  }

  const { ready, settle, resultOf } = createCheckout({
    payments,
    gateway,
    site: deps.site,
    resultKey: deps.resultKey,
    status,
    now,
  });
  const { notify, cancelVoided } = createPaymentNotifications({
    payments,
    ledger,
    gateway,
    chargebacks: deps.chargebacks,
    now,
  });
  const { refundPayment, refund } = createRefunds({ payments, ledger, gateway, now });

  return {
    status,

    gateway: () => ({ gateway: gateway.name, sandbox: gateway.sandbox }),

    /** `GET /v1/products/:userId`: only for the member themselves. */
    async statusOf(memberId: number, userId: number): Promise<TPaidStatus> {
      if (memberId !== userId) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 403, detail: details.otherMember });
      }
      return status(memberId);
    },

    /** Normal packages for everyone; a member also sees the special their status allows. */
    async products(userId: number | null): Promise<TProduct[]> {
      const offers: OfferKind[] = ['normal'];
      if (userId !== null) {
        const { offer } = await status(userId);
        if (offer !== 'normal') offers.push(offer);
      }
      return (await payments.activeProducts(offers)).map(toProduct);
    },

    /** Creates the order and the signed form the browser posts to the gateway's window (checkout.ts). */
    ready,

    /** The gateway's server-to-server notification (notifications.ts). */
    notify,

    /** `POST /v1/user/payment`: the /pg/result page learns the order's state (checkout.ts). */
    settle,

    /** `POST /v1/payments/result`: the same for a browser without its session cookie (checkout.ts). */
    resultOf,

    /** A member refunds the unused part of a charge within 7 days (refunds.ts). */
    refund,

    refundPayment,

    cancelVoided,

    async charges(userId: number, page: { lastId?: number; offset: number }): Promise<TPaymentPage> {
      const rows = await payments.chargesOfMember(userId, { lastId: page.lastId, limit: page.offset + 1 });
      const items = rows.slice(0, page.offset);
      const at = now();
      return {
        items: items.map((row) => toPayment(row, at)),
        nextLastId: rows.length > page.offset ? (items.at(-1)?.id ?? null) : null,
      };
    },

    async history(userId: number, page: { lastId?: number; offset: number }): Promise<THeartHistoryPage> {
      const rows = await ledger.history(userId, { lastId: page.lastId, limit: page.offset + 1 });
      const items = rows.slice(0, page.offset);
      return {
        items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        nextLastId: rows.length > page.offset ? (items.at(-1)?.id ?? null) : null,
      };
    },

    balance: async (userId: number): Promise<THeartBalance> => withTotal(await ledger.balance(userId)),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
