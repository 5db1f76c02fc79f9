import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';
import { kstParts } from '@sogon/contract/time/kst';
import type { PayMethod } from '#api/db/schema/index';

/**
 * SettleBank (Hecto Financial) PG protocol, as its standard payment window and cancel API
 * documents it: which fields, in which order they are hashed, how amounts are encrypted. Both
 * our adapter and the local sandbox gateway speak it through these functions, so the sandbox
 * checks exactly what the real gateway checks.
 */

/** The three keys a merchant receives: its id, the hash (license) key and the AES-256 key. */
export interface MerchantKeys {
  mchtId: string;
  hashKey: string;
  /** 32 characters: AES-256 uses its UTF-8 bytes as the key. */
  aesKey: string;
}

/** The payment window (spec section 7: "POST to the payment host at /settlebank/settle_main"). */
export const SETTLE_MAIN_PATH = '/settlebank/settle_main';
/** Non-UI cancel API for cards, account transfers and phone bills. */
export const CANCEL_PATH = '/spay/APICancel.do';

export const OUT_STAT = { approved: '0021', failed: '0031' } as const;
export const BIZ_TYPE = { approval: 'B0', cancel: 'C0' } as const;
/** `cnclType` of a cancel notification: the whole payment or part of it. */
export const CANCEL_TYPE = { full: '00', partial: '10' } as const;
/** outRsltCd values. The real gateway has a long refusal table; the sandbox uses these. */
export const RESULT_CODE = {
  ok: '0000',
  declined: '3001',
  /** The customer closed the payment window (sandbox 취소); recorded as cancelled, not failed. */
  userCancelled: 'UCNL',
  badRequest: 'ST01',
  unknownTransaction: 'ST02',
  overCancel: 'ST03',
} as const;

/** `method` of the payment window request. */
export const WINDOW_METHOD: Record<PayMethod, string> = { card: 'card', phone: 'mobile', bank: 'bank' };
/** `method` of notifications and cancel requests: CA card, MP phone bill, RA account transfer. */
export const METHOD_CODE: Record<PayMethod, string> = { card: 'CA', phone: 'MP', bank: 'RA' };

export function payMethodOfCode(code: string): PayMethod | null {
  const found = (Object.entries(METHOD_CODE) as [PayMethod, string][]).find(([, value]) => value === code);
  return found ? found[0] : null;
}

export function payMethodOfWindow(method: string): PayMethod | null {
  const found = (Object.entries(WINDOW_METHOD) as [PayMethod, string][]).find(
    ([, value]) => value === method,
  );
  return found ? found[0] : null;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Payment window request: mchtId + method + mchtTrdNo + trdDt + trdTm + trdAmt (plain) + key. */
export function requestHash(
  keys: MerchantKeys,
  fields: { method: string; mchtTrdNo: string; trdDt: string; trdTm: string; trdAmt: string },
): string {
  return sha256Hex(
    `${keys.mchtId}${fields.method}${fields.mchtTrdNo}${fields.trdDt}${fields.trdTm}${fields.trdAmt}${keys.hashKey}`,
  );
}

/** Notification: outStatCd + trdDtm + mchtId + mchtTrdNo + trdAmt + key. */
export function notificationHash(
  keys: MerchantKeys,
  fields: { outStatCd: string; trdDtm: string; mchtTrdNo: string; trdAmt: string },
): string {
  return sha256Hex(
    `${fields.outStatCd}${fields.trdDtm}${keys.mchtId}${fields.mchtTrdNo}${fields.trdAmt}${keys.hashKey}`,
  );
}

/** Cancel request: trdDt + trdTm + mchtId + mchtTrdNo + cnclAmt (plain) + key. */
export function cancelHash(
  keys: MerchantKeys,
  fields: { trdDt: string; trdTm: string; mchtTrdNo: string; cnclAmt: string },
): string {
  return sha256Hex(
    `${fields.trdDt}${fields.trdTm}${keys.mchtId}${fields.mchtTrdNo}${fields.cnclAmt}${keys.hashKey}`,
  );
}

const HEX_HASH = /^[0-9a-f]{64}$/i;

/**
 * Compares a hash someone sent with the one we computed in constant time: both are decoded to
 * 32 bytes, so timingSafeEqual always compares equal lengths and leaks nothing about how much
 * of a forged value matched.
 */
export function sameHash(given: string | undefined, expected: string): boolean {
  if (!given || !HEX_HASH.test(given) || !HEX_HASH.test(expected)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/** AES-256-ECB with PKCS#7 padding, base64: how the gateway wants amounts and personal data. */
export function encryptField(aesKey: string, plain: string): string {
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(aesKey, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Null when the value was not encrypted with this key. */
export function decryptField(aesKey: string, encrypted: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-ecb', Buffer.from(aesKey, 'utf8'), null);
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Request date and time as the gateway reads them: Seoul wall clock, yyyyMMdd and HHmmss. */
export function gatewayClock(at: Date): { trdDt: string; trdTm: string; trdDtm: string } {
  const p = kstParts(at);
  const trdDt = `${p.year}${pad(p.month)}${pad(p.day)}`;
  const trdTm = `${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
  return { trdDt, trdTm, trdDtm: `${trdDt}${trdTm}` };
}

/** KRW amounts travel as plain digit strings (no separators, no sign). */
export function parseAmount(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,12}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
