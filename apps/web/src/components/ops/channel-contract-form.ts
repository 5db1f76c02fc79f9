import { FREE_UNLOCK_WON_MAX } from '@sogon/contract/limits';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import type { TContractBody } from '@sogon/contract/schemas/settlement';
import { readReason } from './reason.ts';

const text = settlementTexts.contract;

export type ContractFormField =
  | 'share'
  | 'businessNumber'
  | 'minimumPayout'
  | 'bonus'
  | 'freeUnlock'
  | 'reason'
  | 'otp';

/** A whole number of won within [min, max], commas and spaces allowed; null otherwise. */
function wonWithin(raw: string, max: number): number | null {
  const bare = raw.replace(/[,\s]/g, '');
  if (!/^\d{1,9}$/.test(bare)) return null;
  const value = Number(bare);
  return value <= max ? value : null;
}

/** A percentage with at most two decimals, 0–100, as basis points; null otherwise. */
export function shareBpOf(raw: string): number | null {
  const bare = raw.trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(bare)) return null;
  const bp = Math.round(Number(bare) * 100);
  return bp <= 10_000 ? bp : null;
}

/**
 * The console's contract form as the API's body, or what is wrong with each field (the
 * limits of ZContractBody, in Korean; the reason by the console's one rule).
 */
export function parseContractForm(
  data: FormData,
): { ok: true; body: TContractBody } | { ok: false; errors: Partial<Record<ContractFormField, string>> } {
  const value = (name: string) => String(data.get(name) ?? '').trim();
  const creatorType = value('creatorType') === 'business' ? 'business' : 'individual';
  const shareBp = shareBpOf(value('share'));
  const minimumPayout = wonWithin(value('minimumPayout'), 10_000_000);
  const bonusWonPerHeart = wonWithin(value('bonus'), 1000);
  const freeUnlockWon = wonWithin(value('freeUnlock'), FREE_UNLOCK_WON_MAX);
  const businessNumber = creatorType === 'business' ? value('businessNumber').replace(/[-\s]/g, '') : '';
  const read = readReason(data);
  const reason = 'reason' in read ? read.reason : '';
  const otp = value('otp');
  const errors: Partial<Record<ContractFormField, string>> = {};
  if (shareBp === null) errors.share = text.shareInvalid;
  if (creatorType === 'business' && !/^\d{10}$/.test(businessNumber))
    errors.businessNumber = text.businessNumberInvalid;
  if (minimumPayout === null) errors.minimumPayout = text.minimumPayoutInvalid;
  if (bonusWonPerHeart === null) errors.bonus = text.bonusInvalid;
  if (freeUnlockWon === null) errors.freeUnlock = text.freeUnlockInvalid;
  if ('error' in read) errors.reason = read.error;
  if (!/^\d{6}$/.test(otp)) errors.otp = text.otpInvalid;
  if (
    shareBp === null ||
    minimumPayout === null ||
    bonusWonPerHeart === null ||
    freeUnlockWon === null ||
    Object.keys(errors).length
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    body: {
      shareBp,
      creatorType,
      businessNumber,
      minimumPayout,
      bonusWonPerHeart,
      freeUnlockWon,
      reason,
      otp,
    },
  };
}
