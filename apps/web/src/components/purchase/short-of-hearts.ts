import { purchaseTexts } from '@sogon/contract/messages/purchases';
import type { ReactNode } from 'react';
import type { ConfirmModalProps } from '../modal/ConfirmDialog.tsx';

/** The charge page, coming back here after paying. */
export function chargeHref(pathname: string): string {
  return `/charge?returnTo=${encodeURIComponent(pathname)}`;
}

/** The question's props: the heart icon, 충전하기 to go on (취소 is the dialog's own). */
export function shortOfHeartsProps(
  notice: { title: string; body: ReactNode },
  goCharge: () => void,
): ConfirmModalProps {
  return { ...notice, heartIcon: true, confirmLabel: purchaseTexts.charge, onConfirm: goCharge };
}
