import { identityTexts } from '@sogon/contract/messages/identity';
import type { IdentityBenefitOutcome } from '@sogon/contract/schemas/identity';

/** What an identity popup tells its opener the verification earned. */
export interface IdentityBenefitNotice {
  hearts: number;
  outcome: IdentityBenefitOutcome;
}

const OUTCOMES: readonly string[] = [
  'granted',
  'verified-again',
  'used-elsewhere',
] satisfies readonly IdentityBenefitOutcome[];

/** The benefit of a popup's message, or undefined when it carries none (or not in this shape). */
export function readBenefitNotice(value: unknown): IdentityBenefitNotice | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { hearts, outcome } = value as { hearts?: unknown; outcome?: unknown };
  if (typeof hearts !== 'number' || !Number.isInteger(hearts) || hearts < 0) return undefined;
  if (typeof outcome !== 'string' || !OUTCOMES.includes(outcome)) return undefined;
  return { hearts, outcome: outcome as IdentityBenefitOutcome };
}

/**
 * What the site says once verification went through and the 본인 인증 dialog closed: the
 * hearts granted, or why none were. Without a benefit the popup's own message is all there is.
 */
export function verificationDoneNotice(message: string, benefit: IdentityBenefitNotice | undefined): string {
  const text = identityTexts.done;
  if (!benefit) return message;
  if (benefit.outcome === 'granted' && benefit.hearts > 0) return text.granted(benefit.hearts);
  return benefit.outcome === 'used-elsewhere' ? text.usedElsewhere : text.verifiedAgain;
}
