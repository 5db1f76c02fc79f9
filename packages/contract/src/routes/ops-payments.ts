import { z } from 'zod';
import { ZOpsIdParams } from '../schemas/ops.ts';
import {
  ZOpsPaymentDetail,
  ZOpsPaymentPage,
  ZOpsPaymentQuery,
  ZOpsProduct,
  ZOpsProductBody,
  ZOpsRefundAnswer,
  ZOpsRefundBody,
} from '../schemas/ops-payments.ts';
import { defineRoutes } from './define.ts';
import { opsPaymentsEndpoints } from './ops-payments.endpoints.ts';

/** Payments, refunds and heart products in the operator console (issue 17, ADR 034). */
export const opsPaymentsRoutes = defineRoutes('ops', opsPaymentsEndpoints, {
  payments: {
    summary:
      'Payments newest first, by status, member, order number or gateway transaction id and KST ' +
      'days (operator, support, finance)',
    query: ZOpsPaymentQuery,
    answer: ZOpsPaymentPage,
  },
  payment: {
    summary:
      'One payment with its ledger movements, refunds and what a refund would return now ' +
      '(operator, support, finance)',
    params: ZOpsIdParams,
    answer: ZOpsPaymentDetail,
  },
  refund: {
    summary:
      'Refunds a payment in full or in part (paid hearts still in the wallet, money in proportion) ' +
      'through the gateway and the ledger; a fresh authenticator code and an Idempotency-Key ' +
      'header are required; audited (operator, finance)',
    params: ZOpsIdParams,
    body: ZOpsRefundBody,
    answer: ZOpsRefundAnswer,
  },
  products: {
    summary:
      'Every heart product, on sale or hidden, with the offer of each payment status (operator, support, finance)',
    answer: z.array(ZOpsProduct),
  },
  createProduct: {
    summary: 'Adds a heart product; audited (operator)',
    body: ZOpsProductBody,
    answer: ZOpsProduct,
  },
  updateProduct: {
    summary: 'Changes a heart product (price, hearts, bonus, offer, order, on sale); audited (operator)',
    params: ZOpsIdParams,
    body: ZOpsProductBody,
    answer: ZOpsProduct,
  },
});
