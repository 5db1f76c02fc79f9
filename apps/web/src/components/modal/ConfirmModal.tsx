'use client';

import { lazy } from 'react';

export type { ConfirmModalProps } from './ConfirmDialog.tsx';

const loadConfirmDialog = () => import('./ConfirmDialog.tsx');

/**
 * The confirm modal (ConfirmDialog.tsx) as a chunk of its own: the pages that may ask for a
 * confirmation (spending hearts, deleting a comment) do not carry it in their first load. Opened
 * before the chunk arrives, its layer shows once it is there (ModalContainer).
 */
export const ConfirmModal = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);
