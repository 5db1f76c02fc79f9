import { randomBytes } from 'node:crypto';
import { paymentTexts } from '@sogon/contract/messages/payments';
import {
  BIZ_TYPE,
  CANCEL_TYPE,
  cancelHash,
  decryptField,
  encryptField,
  gatewayClock,
  METHOD_CODE,
  notificationHash,
  OUT_STAT,
  parseAmount,
  payMethodOfCode,
  payMethodOfWindow,
  RESULT_CODE,
  requestHash,
  sameHash,
  WINDOW_METHOD,
} from '#api/adapters/payments/protocol';
import type { SandboxMerchant } from '#api/adapters/payments/select';
import { type Fetch, GATEWAY_TIMEOUT_MS } from '#api/adapters/payments/types';
import { type FlowStores, memoryFlowStores } from '#api/adapters/redis/flow-store';
import type { PayMethod } from '#api/db/schema/index';
import { isOnSite } from '#api/http/site-origin';
import {
  CHECKOUT_TTL_MS,
  MAX_ENTRIES,
  SANDBOX_TELECOMS,
  type SandboxAction,
  type SandboxChargeback,
  type SandboxChargebackReason,
  type SandboxCheckout,
  type SandboxTransaction,
  TRANSACTION_TTL_MS,
  ZCancelRequest,
} from './records.ts';

export {
  CHECKOUT_TTL_MS,
  SANDBOX_TELECOMS,
  type SandboxAction,
  type SandboxChargeback,
  type SandboxChargebackReason,
  type SandboxCheckout,
  type SandboxTransaction,
  TRANSACTION_TTL_MS,
} from './records.ts';

const text = paymentTexts.sandbox;

function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The local stand-in for SettleBank's payment window and cancel API. It checks a request the
 * way the gateway does (merchant, hash over the decrypted amount), shows a checkout, and on
 * approval sends the signed notification over real HTTP before sending the browser back.
 * Checkouts (15 minutes) and approved transactions (8 days) live in the flow stores: in Redis
 * they outlive a restart and every node sees them; in memory a restart forgets them, so sandbox
 * payments made before it can no longer be refunded.
 */
export function createPaymentSandbox(deps: {
  merchant: SandboxMerchant;
  /** Checkouts and transactions: shared by every node with Redis, in memory otherwise. */
  stores?: FlowStores;
  fetch?: Fetch;
  now?: () => number;
}) {
  const { keys, addresses } = deps.merchant;
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? (() => Date.now());
  const stores = deps.stores ?? memoryFlowStores(now);
  const checkouts = stores<SandboxCheckout>('payment-sandbox-checkout', CHECKOUT_TTL_MS, MAX_ENTRIES);
  const transactions = stores<SandboxTransaction>(
    'payment-sandbox-transaction',
    TRANSACTION_TTL_MS,
    MAX_ENTRIES,
  );

  /**
   * The sandbox only reports to, and sends people back to, the site it was made for: SITE_URL or
   * another of its accepted origins (a local run at 127.0.0.1 as well as localhost).
   */
  const onSite = (value: string | undefined): value is string => isOnSite(value, addresses.siteUrl);

  async function notify(notiUrl: string, fields: Record<string, string>): Promise<string> {
    const target = new URL(notiUrl);
    try {
      const response = await fetchImpl(`${addresses.sandboxBaseUrl}${target.pathname}${target.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      return (await response.text()).trim().slice(0, 20);
    } catch (error) {
      return `unreachable: ${(error as Error).message}`.slice(0, 200);
    }
  }

  return {
    /** The made-up merchant's keys: the sandbox is the gateway, so it holds them too. */
    keys,

    /** The payment window request: refused unless the merchant and its hash check out. */
    async open(
      fields: Record<string, string>,
    ): Promise<{ session: string; checkout: SandboxCheckout } | null> {
      const { mchtId, method, trdDt, trdTm, mchtTrdNo, pktHash, notiUrl, nextUrl, cancUrl } = fields;
      const payMethod = payMethodOfWindow(method ?? '');
      const trdAmt = fields.trdAmt ? decryptField(keys.aesKey, fields.trdAmt) : null;
      const amount = parseAmount(trdAmt);
      if (
        mchtId !== keys.mchtId ||
        !payMethod ||
        amount === null ||
        amount <= 0 ||
        !/^\d{8}$/.test(trdDt ?? '') ||
        !/^\d{6}$/.test(trdTm ?? '') ||
        !mchtTrdNo ||
        mchtTrdNo.length > 100 ||
        !onSite(notiUrl) ||
        !onSite(nextUrl) ||
        !onSite(cancUrl)
      ) {
        return null;
      }
      const expected = requestHash(keys, {
        method: method!,
        mchtTrdNo,
        trdDt: trdDt!,
        trdTm: trdTm!,
        trdAmt: trdAmt!,
      });
      if (!sameHash(pktHash, expected)) return null;
      const checkout: SandboxCheckout = {
        orderNo: mchtTrdNo,
        amount,
        payMethod,
        productName: (fields.pmtPrdtNm ?? '').slice(0, 128),
        merchantName: (fields.mchtName ?? '').slice(0, 100),
        notiUrl,
        nextUrl,
        cancUrl,
      };
      const session = randomBytes(24).toString('base64url');
      await checkouts.set(session, checkout);
      return { session, checkout };
    },

    /**
     * The customer's choice in the window. Approve: a transaction, the signed notification to
     * notiUrl, then the browser to nextUrl. Decline or cancel: the browser to cancUrl with a
     * refusal code. Timeout: the browser to nextUrl with no result, and no notification ever.
     */
    async finish(
      session: string,
      input: { action: SandboxAction; method?: string; telecomCd?: string },
    ): Promise<string | null> {
      const checkout = await checkouts.take(session);
      if (!checkout) return null;
      const payMethod =
        (input.method && (Object.hasOwn(WINDOW_METHOD, input.method) ? (input.method as PayMethod) : null)) ||
        checkout.payMethod;
      const base = { mchtId: keys.mchtId, method: WINDOW_METHOD[payMethod], mchtTrdNo: checkout.orderNo };
      switch (input.action) {
        case 'approve': {
          const { trdDtm } = gatewayClock(new Date(now()));
          const transactionId = `SBX${trdDtm}${randomBytes(6).toString('hex').toUpperCase()}`;
          const trdAmt = String(checkout.amount);
          const telecomCd =
            payMethod === 'phone' && (SANDBOX_TELECOMS as readonly string[]).includes(input.telecomCd ?? '')
              ? input.telecomCd!
              : payMethod === 'phone'
                ? 'SKT'
                : '';
          const transaction: SandboxTransaction = {
            transactionId,
            orderNo: checkout.orderNo,
            amount: checkout.amount,
            payMethod,
            cancelled: 0,
            cancelOrders: [],
            notification: 'pending',
            notiUrl: checkout.notiUrl,
            trdDt: trdDtm.slice(0, 8),
          };
          await transactions.set(transactionId, transaction);
          transaction.notification = await notify(checkout.notiUrl, {
            outStatCd: OUT_STAT.approved,
            trdNo: transactionId,
            method: METHOD_CODE[payMethod],
            bizType: BIZ_TYPE.approval,
            mchtId: keys.mchtId,
            mchtTrdNo: checkout.orderNo,
            mchtName: checkout.merchantName,
            pmtprdNm: checkout.productName,
            trdDtm,
            trdAmt,
            telecomCd,
            pktHash: notificationHash(keys, {
              outStatCd: OUT_STAT.approved,
              trdDtm,
              mchtTrdNo: checkout.orderNo,
              trdAmt,
            }),
          });
          await transactions.set(transactionId, transaction);
          return withQuery(checkout.nextUrl, {
            ...base,
            outStatCd: OUT_STAT.approved,
            outRsltCd: RESULT_CODE.ok,
            outRsltMsg: text.approved,
            trdNo: transactionId,
            trdAmt: encryptField(keys.aesKey, trdAmt),
          });
        }
        case 'decline':
          return withQuery(checkout.cancUrl, {
            ...base,
            outStatCd: OUT_STAT.failed,
            outRsltCd: RESULT_CODE.declined,
            outRsltMsg: text.declinedMessage,
          });
        case 'cancel':
          return withQuery(checkout.cancUrl, {
            ...base,
            outStatCd: OUT_STAT.failed,
            outRsltCd: RESULT_CODE.userCancelled,
            outRsltMsg: text.cancelledMessage,
          });
        case 'timeout':
          return withQuery(checkout.nextUrl, base);
        default:
          return null;
      }
    },

    /** The non-UI cancel API: full or partial cancels of an approved transaction. */
    async cancel(body: unknown) {
      const parsed = ZCancelRequest.safeParse(body);
      const at = gatewayClock(new Date(now()));
      const request = parsed.success ? parsed.data : null;
      const refuse = (code: string, message: string) => ({
        params: {
          mchtId: request?.params.mchtId ?? '',
          ver: '0A19',
          method: request?.params.method ?? '',
          bizType: BIZ_TYPE.cancel,
          encCd: '23',
          mchtTrdNo: request?.params.mchtTrdNo ?? '',
          trdNo: '',
          trdDt: at.trdDt,
          trdTm: at.trdTm,
          outStatCd: OUT_STAT.failed,
          outRsltCd: code,
          outRsltMsg: encodeURIComponent(message),
        },
        data: { pktHash: request?.data.pktHash ?? '', orgTrdNo: request?.data.orgTrdNo ?? '' },
      });
      if (!request) return refuse(RESULT_CODE.badRequest, '요청 전문 오류');
      const { params, data } = request;
      const cnclAmt = decryptField(keys.aesKey, data.cnclAmt);
      const amount = parseAmount(cnclAmt);
      if (
        params.mchtId !== keys.mchtId ||
        params.bizType !== BIZ_TYPE.cancel ||
        amount === null ||
        amount <= 0 ||
        !sameHash(
          data.pktHash,
          cancelHash(keys, {
            trdDt: params.trdDt,
            trdTm: params.trdTm,
            mchtTrdNo: params.mchtTrdNo,
            cnclAmt: cnclAmt!,
          }),
        )
      ) {
        return refuse(RESULT_CODE.badRequest, '요청 전문 오류 (해시 또는 상점 정보 불일치)');
      }
      // Taken while this cancel decides (and put back after): a concurrent cancel of the same
      // transaction, on any node, finds nothing and is refused rather than cancelling twice.
      const transaction = await transactions.take(data.orgTrdNo);
      if (!transaction) return refuse(RESULT_CODE.unknownTransaction, '원거래 정보가 없습니다.');
      const putBack = () => transactions.set(data.orgTrdNo, transaction);
      if (payMethodOfCode(params.method) !== transaction.payMethod) {
        await putBack();
        return refuse(RESULT_CODE.unknownTransaction, '원거래 정보가 없습니다.');
      }
      if (transaction.cancelOrders.includes(data.cnclOrd)) {
        await putBack();
        return refuse(RESULT_CODE.overCancel, '이미 처리된 취소 회차입니다.');
      }
      const remaining = transaction.amount - transaction.cancelled;
      if (amount > remaining) {
        await putBack();
        return refuse(RESULT_CODE.overCancel, '취소 가능 금액을 초과했습니다.');
      }
      transaction.cancelled += amount;
      transaction.cancelOrders.push(data.cnclOrd);
      await putBack();
      const cancelTransactionId = `SBXC${at.trdDtm}${randomBytes(6).toString('hex').toUpperCase()}`;
      return {
        params: {
          mchtId: keys.mchtId,
          ver: '0A19',
          method: params.method,
          bizType: BIZ_TYPE.cancel,
          encCd: '23',
          mchtTrdNo: params.mchtTrdNo,
          trdNo: cancelTransactionId,
          trdDt: params.trdDt,
          trdTm: params.trdTm,
          outStatCd: OUT_STAT.approved,
          outRsltCd: RESULT_CODE.ok,
          outRsltMsg: encodeURIComponent(text.approved),
        },
        data: {
          pktHash: data.pktHash,
          orgTrdNo: data.orgTrdNo,
          cnclAmt: encryptField(keys.aesKey, String(amount)),
          blcAmt: encryptField(keys.aesKey, String(remaining - amount)),
        },
      };
    },

    /**
     * A tester cancels a paid transaction from the gateway's side (a card dispute, a carrier's
     * phone-bill cancel): what is left of it is cancelled, and the cancel notice goes to the
     * notification URL of the approval exactly as the gateway sends one (bizType C0, its own
     * cancel number, orgTrdNo, signed with the merchant's key).
     */
    async chargeback(transactionId: string, reason: SandboxChargebackReason): Promise<SandboxChargeback> {
      const transaction = await transactions.take(transactionId);
      if (!transaction) return { ok: false, reason: 'unknown' };
      const remaining = transaction.amount - transaction.cancelled;
      if (remaining <= 0 || !transaction.notiUrl) {
        await transactions.set(transactionId, transaction);
        return { ok: false, reason: remaining <= 0 ? 'nothing-left' : 'no-noti-url' };
      }
      const { trdDtm } = gatewayClock(new Date(now()));
      const cancelTransactionId = `SBXK${trdDtm}${randomBytes(6).toString('hex').toUpperCase()}`;
      const trdAmt = String(remaining);
      const partial = transaction.cancelled > 0;
      transaction.cancelled += remaining;
      transaction.lastCancelNotice = {
        outStatCd: OUT_STAT.approved,
        trdNo: cancelTransactionId,
        method: METHOD_CODE[transaction.payMethod],
        bizType: BIZ_TYPE.cancel,
        mchtId: keys.mchtId,
        mchtTrdNo: transaction.orderNo,
        trdDtm,
        trdAmt,
        orgTrdNo: transaction.transactionId,
        orgTrdDt: transaction.trdDt ?? trdDtm.slice(0, 8),
        cnclType: partial ? CANCEL_TYPE.partial : CANCEL_TYPE.full,
        cnclRsn: text.chargebackReasons[reason] ?? '',
        pktHash: notificationHash(keys, {
          outStatCd: OUT_STAT.approved,
          trdDtm,
          mchtTrdNo: transaction.orderNo,
          trdAmt,
        }),
      };
      await transactions.set(transactionId, transaction);
      const answer = await notify(transaction.notiUrl, transaction.lastCancelNotice);
      return { ok: true, amount: remaining, cancelTransactionId, answer };
    },

    /** Sends the transaction's last cancel notice again, unchanged (the gateway's retry). */
    async resendCancelNotice(transactionId: string): Promise<SandboxChargeback> {
      const transaction = await transactions.get(transactionId);
      if (!transaction?.lastCancelNotice || !transaction.notiUrl)
        return { ok: false, reason: 'nothing-sent' };
      const notice = transaction.lastCancelNotice;
      const answer = await notify(transaction.notiUrl, notice);
      return { ok: true, amount: Number(notice.trdAmt), cancelTransactionId: notice.trdNo ?? '', answer };
    },

    /** What the sandbox knows about a transaction (tests and the curious). */
    transaction: (transactionId: string): Promise<SandboxTransaction | null> =>
      transactions.get(transactionId),
  };
}

export type PaymentSandbox = ReturnType<typeof createPaymentSandbox>;
