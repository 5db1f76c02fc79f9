'use client';

import { useIdentityUpdates } from '@web/components/identity/use-identity-updates';

/**
 * After an identity popup verified the member, `onVerified` reloads what the member may now do.
 * The verification dialog closes itself and says what the verification earned (closing it by
 * hand would leave an event page, see verification-close.ts).
 */
export function useVerificationDone(onVerified: () => void): void {
  useIdentityUpdates(() => onVerified());
}
