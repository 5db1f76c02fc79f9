'use client';

import type { ReactNode } from 'react';
import { ModalProvider } from '../modal/ModalProvider.tsx';
import { ToastProvider } from '../toast/ToastProvider.tsx';

/** Client providers for the root layout: toasts outside, modals inside (modals may raise toasts). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ModalProvider>{children}</ModalProvider>
    </ToastProvider>
  );
}
