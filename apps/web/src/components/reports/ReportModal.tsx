'use client';

import { lazy } from 'react';

export type { ReportModalProps } from './ReportDialog.tsx';

export const REPORT_MODAL_KEY = 'report';

/**
 * The report dialog (ReportDialog.tsx) as a chunk of its own, fetched on the first 신고 press:
 * pages with a 신고 button do not carry the form in their first load. Opened before the chunk
 * arrives, its layer shows once it is there (ModalContainer); a second press finds it open.
 */
export const ReportModal = lazy(() =>
  import('./ReportDialog.tsx').then((module) => ({ default: module.ReportDialog })),
);
