'use client';

import type { ReactNode } from 'react';
import { ModalProvider } from '../modal/ModalProvider.tsx';
import { ToastProvider } from '../toast/ToastProvider.tsx';

/**
 * Client providers for the root layout: toasts outside, modals inside (modals may raise toasts).
 * Texts come as props from the server (the catalog stays out of the first load).
 */
export function AppProviders({
  toastRegionLabel,
  children,
}: {
  toastRegionLabel: string;
  children: ReactNode;
}) {
  return (
    <ToastProvider regionLabel={toastRegionLabel}>
      <ModalProvider>{children}</ModalProvider>
    </ToastProvider>
  );
}
