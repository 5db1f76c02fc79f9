import { opsTexts } from '@sogon/contract/messages/ops';
import { OPS_REASON_MAX, OPS_REASON_MIN } from '@sogon/contract/ops-limits';

/**
 * The rule of every reason (사유) the console asks for, after trimming: the API's (ZOpsReason,
 * the same limits for every console route), checked here so the operator reads what is wrong
 * under the field before anything is sent. reason.test.ts holds the two together.
 */
export const REASON_MIN = OPS_REASON_MIN;
export const REASON_MAX = OPS_REASON_MAX;

/** The form's `reason`, trimmed, or the Korean error to show under the field. */
export function readReason(data: FormData): { reason: string } | { error: string } {
  const reason = String(data.get('reason') ?? '').trim();
  return reason.length >= REASON_MIN && reason.length <= REASON_MAX
    ? { reason }
    : { error: opsTexts.reasonInvalid };
}
