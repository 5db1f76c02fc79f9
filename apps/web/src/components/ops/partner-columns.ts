import { opsPartnersTexts as text } from '@sogon/contract/messages/ops-partners';
import type { TPartnerFigures } from '@sogon/contract/schemas/ops-partners';
import { formatCount } from './format.ts';

/** The figures of the report's tables, in their order. */
export const PARTNER_COLUMNS = [
  'visits',
  'visitors',
  'signups',
  'verifications',
  'firstPayments',
  'firstPaymentWon',
  'payments',
  'revenueWon',
  'refundWon',
] as const satisfies readonly (keyof TPartnerFigures)[];

const WON = new Set<keyof TPartnerFigures>(['firstPaymentWon', 'revenueWon', 'refundWon']);

export function partnerCell(name: keyof TPartnerFigures, value: number): string {
  return WON.has(name) ? text.won(formatCount(value)) : formatCount(value);
}
