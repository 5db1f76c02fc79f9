'use client';

import { ApiError } from '@sogon/contract/api-client';
import { IDENTITY_MESSAGE_TYPE } from '@sogon/contract/limits';
import { errorMessages } from '@sogon/contract/messages/errors';
import { identityTexts } from '@sogon/contract/messages/identity';
import { identityEndpoints } from '@sogon/contract/routes/identity.endpoints';
import type {
  IdentityProvider,
  TAuthenticationAnswer,
  TIdentityBenefit,
} from '@sogon/contract/schemas/identity';
import { browserApi } from '@web/lib/api/browser';
import { writeStoredUser } from '@web/lib/session/stored-user';

const api = {
  identity: browserApi('identity', identityEndpoints),
};

/** How long the popup shows its result before it closes itself. */
export const CLOSE_AFTER_MS = 1500;

export type Completion = { ok: true; message: string } | { ok: false; message: string };

/** What the popup posts to its opener when a verification went through. */
export interface IdentityVerifiedMessage {
  type: typeof IDENTITY_MESSAGE_TYPE;
  message: string;
  /** What the verification earned, so the opener can say so (and why nothing, when nothing). */
  benefit: Pick<TIdentityBenefit, 'hearts' | 'outcome'>;
}

/**
 * Hands the provider's signed result to PUT /v1/user/authentication, keeps the new asset in
 * the stored user (other windows of the site see the `storage` event), tells the opener, and
 * closes the popup shortly after so its result can be read first.
 */
export async function completeVerification(provider: IdentityProvider, result: string): Promise<Completion> {
  let answer: TAuthenticationAnswer;
  try {
    answer = await api.identity.authenticate({ body: { provider, result } });
  } catch (error) {
    return { ok: false, message: error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL };
  }
  writeStoredUser(window.localStorage, { userInfo: answer.userInfo, asset: answer.asset });
  const message = answer.benefit.message || identityTexts.verifiedAgain;
  const notice: IdentityVerifiedMessage = {
    type: IDENTITY_MESSAGE_TYPE,
    message,
    benefit: { hearts: answer.benefit.hearts, outcome: answer.benefit.outcome },
  };
  try {
    window.opener?.postMessage(notice, window.location.origin);
  } catch {
    // An opener on another site (or none) simply hears nothing.
  }
  if (window.opener) window.setTimeout(() => window.close(), CLOSE_AFTER_MS);
  return { ok: true, message };
}
