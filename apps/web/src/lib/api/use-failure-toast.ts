'use client';

import { ApiError, failureReaction } from '@sogon/contract/api-client';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useToast } from '@web/components/toast/ToastProvider';
import { useCallback } from 'react';
import { failureText } from './failure-text.ts';

/**
 * What a member action does about a failed call: a visitor (or a member whose session is gone)
 * is asked to log in; otherwise a toast says the API's Korean detail. On 'logout' and 'blocked'
 * the API client is already leaving the page, so nothing is shown.
 */
export function useFailureToast() {
  const { toast } = useToast();
  const openLogin = useLoginModal();
  return useCallback(
    (error: unknown) => {
      const reaction = error instanceof ApiError ? failureReaction(error) : 'none';
      if (reaction === 'need-login') openLogin();
      else if (reaction === 'none') toast(failureText(error), { kind: 'error' });
    },
    [openLogin, toast],
  );
}
