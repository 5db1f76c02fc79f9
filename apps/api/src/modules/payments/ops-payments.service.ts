import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import type {
  TOpsPaymentDetail,
  TOpsPaymentPage,
  TOpsPaymentQuery,
  TOpsPaymentRefund,
  TOpsPaymentRow,
  TOpsProduct,
  TOpsProductBody,
  TOpsRefundAnswer,
  TOpsRefundBody,
} from '@sogon/contract/schemas/ops-payments';
import { kstDayStart } from '@sogon/contract/time/kst';
import { AppError } from '#api/http/app-error';
import type { Ledger } from '#api/modules/hearts';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import type { OpsPaymentListRow, OpsPaymentRepository, ProductValues } from './ops-payments.repository.ts';
import type { ProductRow, RefundRow } from './repository.ts';
import { refundableHearts, refundQuote, withinRefundWindow } from './rules.ts';
import type { PaymentService, RefundTexts } from './service.ts';

const details = opsPaymentTexts.details;
const DAY_MS = 24 * 3600_000;

const wrong = (detail: string) => new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });

const REFUND_TEXTS: RefundTexts = {
  notPaid: details.refundNotPaid,
  nothingLeft: details.refundNothingLeft,
  tooMany: details.refundTooMany,
  tooSmall: details.refundTooSmall,
  keyReused: details.keyReused,
  notFound: details.noPayment,
};

function toRow(row: OpsPaymentListRow): TOpsPaymentRow {
  return {
    id: row.id,
    memberId: row.userId,
    memberUid: row.memberUid,
    productId: row.productId,
    productName: row.productName,
    orderNo: row.orderNo,
    amount: row.amount,
    hearts: row.hearts,
    bonus: row.bonus,
    status: row.status,
    payMethod: row.payMethod,
    sandbox: row.sandbox,
    gatewayTxId: row.gatewayTxId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAmount: row.refundedAmount,
    refundedHearts: row.refundedHearts,
    refundedBonus: row.refundedBonus,
  };
}

export function toOpsProduct(row: ProductRow): TOpsProduct {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    hearts: row.hearts,
    bonus: row.bonus,
    offer: row.offer,
    sort: row.sort,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

const productValues = (body: TOpsProductBody | ProductRow): ProductValues => ({
  name: body.name,
  price: body.price,
  hearts: body.hearts,
  bonus: body.bonus,
  offer: body.offer,
  sort: body.sort,
  active: body.active,
});

/**
 * The console's payments and heart products (issue 17, ADR 034). Refunds go through the
 * payment service's one refund path (service.ts refundPayment): same gateway, same ledger rules
 * as a member's own refund; an operator may refund after the member's 7-day window, as long as
 * paid hearts of the payment are left in the wallet.
 */
export function createOpsPayments(deps: {
  repository: OpsPaymentRepository;
  payments: PaymentService;
  ledger: Ledger;
  auth: ConsoleAuth;
  now: () => Date;
}) {
  const { repository, auth, now } = deps;

  async function detail(id: number): Promise<TOpsPaymentDetail> {
    const row = await repository.one(id);
    if (!row) throw new AppError('ERROR_PAYMENT_NOT_EXIST', { status: 404, detail: details.noPayment });
    const [wallet, movements, refunds] = await Promise.all([
      deps.ledger.balance(row.userId),
      repository.movements(row),
      repository.refunds(row.id),
    ]);
    const refundable = (row.status === 'paid' || row.status === 'refunded') && row.gatewayTxId !== null;
    const quote = refundable ? refundQuote(row, wallet) : { paid: 0, bonus: 0, amount: 0 };
    return {
      ...toRow(row),
      telecomCd: row.telecomCd,
      resultCode: row.resultCode,
      refundedAt: row.refundedAt?.toISOString() ?? null,
      chargedBackAmount: row.chargedBackAmount,
      chargedBackAt: row.chargedBackAt?.toISOString() ?? null,
      wallet,
      movements: movements.map((movement) => ({ ...movement, createdAt: movement.createdAt.toISOString() })),
      refunds: refunds.map((refund) => ({
        id: refund.id,
        sequence: refund.sequence,
        hearts: refund.hearts,
        bonus: refund.bonus,
        amount: refund.amount,
        reason: refund.reason,
        operatorEmail: refund.operatorEmail,
        cancelTxId: refund.cancelTxId,
        at: refund.createdAt.toISOString(),
      })),
      quote: quote.paid === 0 ? { paid: 0, bonus: 0, amount: 0 } : quote,
      refundableHearts: refundable ? refundableHearts(row, wallet) : 0,
      memberWindowOpen: row.status === 'paid' && withinRefundWindow(row.paidAt, now()),
      memberWindowEnded: row.paidAt !== null && !withinRefundWindow(row.paidAt, now()),
    };
  }

  const toRefund = (refund: RefundRow, operatorEmail: string | null): TOpsPaymentRefund => ({
    id: refund.id,
    sequence: refund.sequence,
    hearts: refund.hearts,
    bonus: refund.bonus,
    amount: refund.amount,
    reason: refund.reason,
    operatorEmail,
    cancelTxId: refund.cancelTxId,
    at: refund.createdAt.toISOString(),
  });

  async function answer(refund: RefundRow, refundedNow: boolean): Promise<TOpsRefundAnswer> {
    const payment = await detail(refund.paymentId);
    const listed = payment.refunds.find((item) => item.id === refund.id);
    return { payment, refundedNow, refund: listed ?? toRefund(refund, null) };
  }

  return {
    async list(query: TOpsPaymentQuery): Promise<TOpsPaymentPage> {
      const since = query.from ? kstDayStart(query.from) : undefined;
      const toStart = query.to ? kstDayStart(query.to) : undefined;
      if (since === null || toStart === null) throw wrong(details.badDay);
      if (since && toStart && since.getTime() > toStart.getTime()) throw wrong(details.badRange);
      const rows = await repository.list({
        status: query.status,
        memberId: query.memberId,
        text: query.q,
        since,
        until: toStart ? new Date(toStart.getTime() + DAY_MS) : undefined,
        lastId: query.lastId,
        limit: query.limit + 1,
      });
      const items = rows.slice(0, query.limit);
      return {
        items: items.map(toRow),
        nextLastId: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null,
      };
    },

    detail,

    /**
     * An operator's refund: the key answers a retry without asking for a code again (nothing
     * moves twice); otherwise a fresh authenticator code, then the refund and its audit row in
     * one transaction.
     */
    async refund(
      signedIn: SignedInOperator,
      paymentId: number,
      body: TOpsRefundBody,
      key: string,
    ): Promise<TOpsRefundAnswer> {
      const earlier = await repository.refundByKey(key);
      if (earlier) {
        if (earlier.paymentId !== paymentId) throw wrong(details.keyReused);
        auth.replayed(signedIn);
        return answer(earlier, false);
      }
      await auth.reauthenticate(signedIn, body.otp);
      const outcome = await deps.payments.refundPayment(
        {
          paymentId,
          hearts: body.hearts,
          reason: body.reason,
          operatorId: signedIn.operator.id,
          requestKey: key,
          audit: (tx, before, after, refund) =>
            auth.audit(tx, signedIn, {
              action: 'payment.refund',
              target: `payment:${paymentId}`,
              reason: body.reason,
              before: {
                status: before.status,
                refundedAmount: before.refundedAmount,
                refundedHearts: before.refundedHearts,
                refundedBonus: before.refundedBonus,
              },
              after: {
                status: after.status,
                refundedAmount: after.refundedAmount,
                refundedHearts: after.refundedHearts,
                refundedBonus: after.refundedBonus,
                member: after.userId,
                sequence: refund.sequence,
              },
            }),
        },
        REFUND_TEXTS,
      );
      // A concurrent retry of the key found the refund made by the other request.
      if (!outcome.refundedNow) auth.replayed(signedIn);
      return answer(outcome.refund!, outcome.refundedNow);
    },

    async products(): Promise<TOpsProduct[]> {
      return (await repository.products()).map(toOpsProduct);
    },

    async createProduct(signedIn: SignedInOperator, body: TOpsProductBody): Promise<TOpsProduct> {
      return deps.ledger.transaction(async (tx) => {
        const created = await repository.insertProduct(tx, productValues(body));
        await auth.audit(tx, signedIn, {
          action: 'product.create',
          target: `product:${created.id}`,
          reason: body.reason,
          before: null,
          after: productValues(body),
        });
        return toOpsProduct(created);
      });
    },

    async updateProduct(signedIn: SignedInOperator, id: number, body: TOpsProductBody): Promise<TOpsProduct> {
      return deps.ledger.transaction(async (tx) => {
        const current = await repository.lockProduct(tx, id);
        if (!current)
          throw new AppError('ERROR_PRODUCT_NOT_EXIST', { status: 404, detail: details.noProduct });
        const before = productValues(current);
        const after = productValues(body);
        const changed = (Object.keys(after) as (keyof ProductValues)[]).filter(
          (name) => before[name] !== after[name],
        );
        const updated = await repository.updateProduct(tx, id, after);
        await auth.audit(tx, signedIn, {
          action: 'product.update',
          target: `product:${id}`,
          reason: body.reason,
          before: Object.fromEntries(changed.map((name) => [name, before[name]])),
          after: Object.fromEntries(changed.map((name) => [name, after[name]])),
        });
        return toOpsProduct(updated);
      });
    },
  };
}

export type OpsPayments = ReturnType<typeof createOpsPayments>;
