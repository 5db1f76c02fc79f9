'use client';

import { loadLoginModal } from '@web/components/auth/use-login-modal';
import { whenIdle } from '@web/lib/when-idle';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AlertModalProps } from './AlertModal.tsx';
import {
  type AlertOptions,
  type ModalApi,
  ModalContext,
  type VerificationOptions,
  type WelcomeOptions,
} from './modal-context.ts';
import {
  dismissAll,
  dismissModal,
  EMPTY_MODAL_QUEUE,
  isModalOpen,
  isScrollLocked,
  MODAL_TURNS,
  type ModalEntry,
  type ModalQueue,
  requestModal,
  VERIFICATION_MODAL_KEY,
} from './modal-store.ts';
import type { VerificationModalProps } from './VerificationModal.tsx';
import type { WelcomeModalProps } from './WelcomeModal.tsx';

export type { AlertOptions, ModalApi, VerificationOptions, WelcomeOptions } from './modal-context.ts';
export { useModal } from './modal-context.ts';
export { VERIFICATION_MODAL_KEY } from './modal-store.ts';

export const ALERT_MODAL_KEY = 'alert';
export const WELCOME_MODAL_KEY = 'welcome';

const SCROLL_LOCK_CLASS = 'scroll-locked';

// The container and the modals every page can open are chunks of their own, out of every page's
// first load: fetched at an idle moment after the load event, or by the first modal opened before
// that. The state lives here, so a modal opened while its chunk loads shows whole once it arrives
// (the container renders a layer only when its component is there), never half-way.
const loadContainer = () => import('./ModalContainer.tsx');
const loadAlert = () => import('./AlertModal.tsx');
const loadVerification = () => import('./VerificationModal.tsx');
const loadWelcome = () => import('./WelcomeModal.tsx');
const loadConfirm = () => import('./ConfirmDialog.tsx');
const ModalContainer = lazy(() => loadContainer().then((module) => ({ default: module.ModalContainer })));
const AlertModal = lazy(() => loadAlert().then((module) => ({ default: module.AlertModal })));
const VerificationModal = lazy(() =>
  loadVerification().then((module) => ({ default: module.VerificationModal })),
);
const WelcomeModal = lazy(() => loadWelcome().then((module) => ({ default: module.WelcomeModal })));

/**
 * The confirm dialog (ConfirmModal.tsx) and the login dialog (components/auth/use-login-modal.ts)
 * are fetched with them: many pages ask for a confirmation, every header offers the login.
 */
function preloadModals(): void {
  for (const load of [loadContainer, loadAlert, loadVerification, loadWelcome, loadConfirm, loadLoginModal])
    load().catch(() => undefined);
}

function activeHtmlElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function ModalProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<ModalQueue>(EMPTY_MODAL_QUEUE);
  // Mirrors `queue` synchronously so several calls in one event handler see each other's result.
  const queueRef = useRef<ModalQueue>(EMPTY_MODAL_QUEUE);
  // The element to give focus back to when a modal closes, by modal key.
  const openers = useRef(new Map<string, HTMLElement | null>());

  const commit = useCallback((next: ModalQueue) => {
    if (next === queueRef.current) return;
    for (const key of openers.current.keys()) {
      if (!isModalOpen(next.open, key) && !isModalOpen(next.waiting, key)) openers.current.delete(key);
    }
    queueRef.current = next;
    setQueue(next);
  }, []);

  const open = useCallback(
    <P extends object>(entry: ModalEntry<P>) => {
      const current = queueRef.current;
      const next = requestModal(current, entry);
      if (next === current) return;
      // When opening takes the place of shown modals (verification closes the others, the welcome
      // sends the site popup back to wait), focus should finally go back to what opened the bottom
      // one, not to a button inside a modal that is no longer shown.
      const displaced = current.open.find((existing) => !next.open.includes(existing));
      const opener = displaced ? (openers.current.get(displaced.key) ?? null) : activeHtmlElement();
      commit(next);
      openers.current.set(entry.key, opener);
    },
    [commit],
  );

  const close = useCallback((key: string) => commit(dismissModal(queueRef.current, key)), [commit]);
  const closeAll = useCallback(() => commit(dismissAll(queueRef.current)), [commit]);

  const openAlert = useCallback(
    ({ key = ALERT_MODAL_KEY, ...props }: AlertOptions) => {
      open<AlertModalProps>({ key, component: AlertModal, props, overlayClose: false, escClose: false });
    },
    [open],
  );

  const openVerification = useCallback(
    (options: VerificationOptions = {}) => {
      // Closing goes through the close icon only: on SNS-google return and event pages it must redirect.
      open<VerificationModalProps>({
        key: VERIFICATION_MODAL_KEY,
        component: VerificationModal,
        props: options,
        overlayClose: false,
        escClose: false,
      });
    },
    [open],
  );

  const openWelcome = useCallback(
    (options: WelcomeOptions = {}) => {
      // Confirming is the only way out, so the verification step and the flag cookie are never skipped.
      open<WelcomeModalProps>({
        key: WELCOME_MODAL_KEY,
        component: WelcomeModal,
        props: options,
        overlayClose: false,
        escClose: false,
        turn: MODAL_TURNS.welcome,
      });
    },
    [open],
  );

  const state = queue.open;
  const locked = isScrollLocked(state);
  useEffect(() => {
    document.body.classList.toggle(SCROLL_LOCK_CLASS, locked);
  }, [locked]);
  useEffect(() => () => document.body.classList.remove(SCROLL_LOCK_CLASS), []);
  useEffect(() => whenIdle(preloadModals), []);

  const getOpener = useCallback((key: string) => openers.current.get(key) ?? null, []);

  const api = useMemo<ModalApi>(
    () => ({ open, close, closeAll, openAlert, openVerification, openWelcome }),
    [open, close, closeAll, openAlert, openVerification, openWelcome],
  );

  return (
    <ModalContext value={api}>
      {children}
      {state.length > 0 ? (
        <Suspense fallback={null}>
          <ModalContainer state={state} onClose={close} getOpener={getOpener} />
        </Suspense>
      ) : null}
    </ModalContext>
  );
}
