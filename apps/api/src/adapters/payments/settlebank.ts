import { z } from 'zod';
import {
  BIZ_TYPE,
  CANCEL_PATH,
  CANCEL_TYPE,
  cancelHash,
  decryptField,
  encryptField,
  gatewayClock,
  METHOD_CODE,
  type MerchantKeys,
  notificationHash,
  OUT_STAT,
  parseAmount,
  payMethodOfCode,
  RESULT_CODE,
  requestHash,
  SETTLE_MAIN_PATH,
  sameHash,
  WINDOW_METHOD,
} from './protocol.ts';
import {
  type Fetch,
  GATEWAY_TIMEOUT_MS,
  type NotificationCheck,
  type PaymentGateway,
  PaymentGatewayError,
} from './types.ts';

/** Shown to the customer in the payment window and on card statements. */
const MERCHANT_NAME = '소곤';
const MERCHANT_ENGLISH_NAME = 'Sogon';

const NOTIFICATION_FIELDS = [
  'outStatCd',
  'trdNo',
  'method',
  'bizType',
  'mchtId',
  'mchtTrdNo',
  'trdDtm',
  'trdAmt',
  'pktHash',
] as const;

const ZCancelAnswer = z.object({
  params: z.object({
    outStatCd: z.string(),
    outRsltCd: z.string().optional(),
    outRsltMsg: z.string().optional(),
    trdNo: z.string().optional(),
  }),
  data: z.object({ pktHash: z.string().optional(), blcAmt: z.string().optional() }).optional(),
});

export interface SettleBankOptions {
  keys: MerchantKeys;
  /**
   * Origin (and path prefix) of the payment window host, e.g. https://npg.settlebank.co.kr; the
   * sandbox's window lives on the site, at the origin the member's browser is on.
   */
  windowBaseUrl: (siteOrigin: string) => string;
  /** Origin of the non-UI API host (cancels), e.g. https://gw.settlebank.co.kr. */
  apiBaseUrl: () => string;
  sandbox: boolean;
  fetch?: Fetch;
}

function decodeMessage(text: string | undefined): string {
  if (!text) return '';
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * SettleBank (Hecto Financial) PG: the standard payment window, its server-to-server
 * notification and the cancel API. Addresses are read per call, so the sandbox, which learns
 * its port only when the server listens, can use the same code.
 */
export function createSettleBankGateway(options: SettleBankOptions): PaymentGateway {
  const { keys } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  return {
    name: 'settlebank',
    sandbox: options.sandbox,

    checkout(order, urls) {
      const { trdDt, trdTm } = gatewayClock(order.at);
      const method = WINDOW_METHOD[order.payMethod];
      const trdAmt = String(order.amount);
      return {
        action: `${options.windowBaseUrl(urls.siteOrigin)}${SETTLE_MAIN_PATH}`,
        fields: {
          mchtId: keys.mchtId,
          method,
          trdDt,
          trdTm,
          mchtTrdNo: order.orderNo,
          mchtName: MERCHANT_NAME,
          mchtEName: MERCHANT_ENGLISH_NAME,
          pmtPrdtNm: order.productName,
          trdAmt: encryptField(keys.aesKey, trdAmt),
          notiUrl: urls.notiUrl,
          nextUrl: urls.nextUrl,
          cancUrl: urls.cancUrl,
          pktHash: requestHash(keys, { method, mchtTrdNo: order.orderNo, trdDt, trdTm, trdAmt }),
        },
      };
    },

    verifyNotification(fields): NotificationCheck {
      for (const name of NOTIFICATION_FIELDS) {
        if (!fields[name]) return { ok: false, reason: 'missing-fields' };
      }
      const { outStatCd, trdNo, method, bizType, mchtId, mchtTrdNo, trdDtm, trdAmt, pktHash } =
        fields as Record<(typeof NOTIFICATION_FIELDS)[number], string>;
      const amount = parseAmount(trdAmt);
      if (amount === null || !/^\d{14}$/.test(trdDtm) || trdNo.length > 60 || mchtTrdNo.length > 100) {
        return { ok: false, reason: 'malformed' };
      }
      if (!sameHash(pktHash, notificationHash(keys, { outStatCd, trdDtm, mchtTrdNo, trdAmt }))) {
        return { ok: false, reason: 'hash' };
      }
      if (mchtId !== keys.mchtId) return { ok: false, reason: 'merchant' };
      if (bizType === BIZ_TYPE.cancel) {
        // A cancel notice (sent when the merchant asked the gateway to enable it): for our own
        // cancel calls, and for cancels the gateway made itself. orgTrdNo names the payment.
        const original = fields.orgTrdNo ?? '';
        if (original.length > 60 || amount <= 0) return { ok: false, reason: 'malformed' };
        return {
          ok: true,
          notification: {
            kind: 'cancelled',
            orderNo: mchtTrdNo,
            transactionId: trdNo,
            originalTransactionId: original || null,
            amount,
            partial: fields.cnclType === CANCEL_TYPE.partial,
            at: trdDtm,
          },
        };
      }
      if (outStatCd === OUT_STAT.approved) {
        return {
          ok: true,
          notification: {
            kind: 'approved',
            orderNo: mchtTrdNo,
            transactionId: trdNo,
            amount,
            payMethod: payMethodOfCode(method),
            telecomCd: (fields.telecomCd ?? '').slice(0, 10),
          },
        };
      }
      return {
        ok: true,
        notification: {
          kind: 'failed',
          orderNo: mchtTrdNo,
          transactionId: trdNo,
          resultCode: (fields.outRsltCd ?? outStatCd).slice(0, 10),
        },
      };
    },

    async cancel(request) {
      const { trdDt, trdTm } = gatewayClock(request.at);
      // A cancel is a transaction of its own at the gateway, with its own merchant number.
      const mchtTrdNo = `${request.orderNo}C${String(request.sequence).padStart(3, '0')}`;
      const cnclAmt = String(request.amount);
      const pktHash = cancelHash(keys, { trdDt, trdTm, mchtTrdNo, cnclAmt });
      const body = {
        params: {
          mchtId: keys.mchtId,
          ver: '0A19',
          method: METHOD_CODE[request.payMethod],
          bizType: BIZ_TYPE.cancel,
          encCd: '23',
          mchtTrdNo,
          trdDt,
          trdTm,
        },
        data: {
          pktHash,
          orgTrdNo: request.transactionId,
          crcCd: 'KRW',
          cnclOrd: String(request.sequence).padStart(3, '0'),
          cnclAmt: encryptField(keys.aesKey, cnclAmt),
          cnclRsn: request.reason,
        },
      };
      let payload: unknown;
      try {
        const response = await fetchImpl(`${options.apiBaseUrl()}${CANCEL_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
          body: JSON.stringify(body),
          redirect: 'error',
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        payload = await response.json();
      } catch (error) {
        throw new PaymentGatewayError('settlebank cancel: no usable answer', { cause: error });
      }
      const parsed = ZCancelAnswer.safeParse(payload);
      if (!parsed.success) throw new PaymentGatewayError('settlebank cancel: unexpected answer');
      const { params, data } = parsed.data;
      if (params.outStatCd !== OUT_STAT.approved) {
        return {
          ok: false,
          code: params.outRsltCd ?? RESULT_CODE.badRequest,
          message: decodeMessage(params.outRsltMsg),
        };
      }
      // The gateway echoes our hash: an answer about another request is not this cancel's.
      if (!sameHash(data?.pktHash, pktHash) || !params.trdNo) {
        throw new PaymentGatewayError('settlebank cancel: answer does not match the request');
      }
      const remaining = data?.blcAmt ? parseAmount(decryptField(keys.aesKey, data.blcAmt)) : null;
      return { ok: true, cancelTransactionId: params.trdNo, remaining };
    },
  };
}
