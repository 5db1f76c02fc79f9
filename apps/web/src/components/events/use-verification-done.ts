'use client';

import { useIdentityUpdates } from '@web/components/identity/use-identity-updates';
import { useModal } from '@web/components/modal/ModalProvider';
import { VERIFICATION_MODAL_KEY } from '@web/components/modal/modal-store';
import { useToast } from '@web/components/toast/ToastProvider';

/**
 * After an identity popup verified the member: the verification dialog closes (closing it by hand
 * would leave an event page, see verification-close.ts), what the verification earned is shown,
 * and `onVerified` reloads what the member may now do.
 */
export function useVerificationDone(onVerified: () => void): void {
  const { close } = useModal();
  const { toast } = useToast();
  useIdentityUpdates((message) => {
    close(VERIFICATION_MODAL_KEY);
    if (message) toast(message, { kind: 'success' });
    onVerified();
  });
}
