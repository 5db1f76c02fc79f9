'use client';

import type { TReportTargetType } from '@sogon/contract/schemas/reports';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useCallback } from 'react';
import { REPORT_MODAL_KEY, ReportModal, type ReportModalProps } from './ReportModal.tsx';

/** Opens the 신고 dialog for a target; a visitor is asked to log in first. */
export function useReport() {
  const { open } = useModal();
  const user = useStoredUser();
  const openLogin = useLoginModal();
  return useCallback(
    (targetType: TReportTargetType, targetId: number) => {
      if (!user) {
        openLogin();
        return;
      }
      open<ReportModalProps>({
        key: REPORT_MODAL_KEY,
        component: ReportModal,
        props: { targetType, targetId },
        overlayClose: true,
        escClose: true,
      });
    },
    [open, openLogin, user],
  );
}
