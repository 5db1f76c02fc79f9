import { opsTexts } from '@sogon/contract/messages/ops';

/**
 * The one rule for every reason (사유) the console asks for, after trimming: at least
 * REASON_MIN and at most REASON_MAX characters. The API's routes differ: most take 2–500
 * (ZOpsReasonBody and its kin), the settlement ones 1–200 (ZCancelSpendBody, ZContractBody).
 * This is the range all of them accept, so a reason the console lets through is never refused
 * for its length; reason.test.ts holds it to those schemas.
 */
export const REASON_MIN = 2;
export const REASON_MAX = 200;

/** The form's `reason`, trimmed, or the Korean error to show under the field. */
export function readReason(data: FormData): { reason: string } | { error: string } {
  const reason = String(data.get('reason') ?? '').trim();
  return reason.length >= REASON_MIN && reason.length <= REASON_MAX
    ? { reason }
    : { error: opsTexts.reasonInvalid };
}
