'use client';

import { Suspense, useCallback, useEffect, useId, useRef } from 'react';
import styles from './Modal.module.css';
import {
  escapeCloseKey,
  type ModalEntry,
  type ModalState,
  overlayCloseKey,
  topModal,
} from './modal-store.ts';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const Z_INDEX_BASE = 1000;

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[inert]'),
  );
}

/** `[data-autofocus]` inside the dialog, else its first focusable element, else the dialog itself. */
function focusInitial(dialog: HTMLElement): void {
  const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog)[0] ?? dialog;
  target.focus({ preventScroll: true });
}

function topDialog(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-modal-top="true"]');
}

/** Keeps Tab / Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const items = focusableIn(dialog);
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const outside = !(active instanceof Node) || !dialog.contains(active);
  if (event.shiftKey && (outside || active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

type ContainerProps = {
  state: ModalState;
  onClose: (key: string) => void;
  getOpener: (key: string) => HTMLElement | null;
};

/** Renders the open modals, bottom first (the last one is on top); only the top one is interactive. */
export function ModalContainer({ state, onClose, getOpener }: ContainerProps) {
  const topKey = topModal(state)?.key;

  // Escape closes the top modal when it allows it; Tab stays inside the top modal.
  useEffect(() => {
    if (state.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.key === 'Escape') {
        const key = escapeCloseKey(state);
        if (key !== null) {
          event.preventDefault();
          onClose(key);
        }
      } else if (event.key === 'Tab') {
        const dialog = topDialog();
        if (dialog) trapTab(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state, onClose]);

  // When the top modal changes and focus is not in it (its opener is gone), move focus into it.
  useEffect(() => {
    if (topKey === undefined) return;
    const dialog = topDialog();
    if (dialog && !dialog.contains(document.activeElement)) focusInitial(dialog);
  }, [topKey]);

  const onOverlayClick = useCallback(
    (key: string) => {
      const target = overlayCloseKey(state, key);
      if (target !== null) onClose(target);
    },
    [state, onClose],
  );

  return (
    <>
      {state.map((entry, index) => (
        // A modal whose component is still loading (ModalProvider's lazy ones) shows nothing yet,
        // not an empty dialog: its layer mounts, and takes focus, once the component is there.
        <Suspense key={entry.key} fallback={null}>
          <ModalLayer
            entry={entry}
            index={index}
            isTop={entry.key === topKey}
            onClose={onClose}
            onOverlayClick={onOverlayClick}
            getOpener={getOpener}
          />
        </Suspense>
      ))}
    </>
  );
}

type LayerProps = {
  entry: ModalEntry;
  index: number;
  isTop: boolean;
  onClose: (key: string) => void;
  onOverlayClick: (key: string) => void;
  getOpener: (key: string) => HTMLElement | null;
};

function ModalLayer({ entry, index, isTop, onClose, onOverlayClick, getOpener }: LayerProps) {
  const { key, component: Component, props, className } = entry;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(key), [onClose, key]);

  // Focus moves into the dialog on open and back to whatever opened it on close.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = getOpener(key);
    focusInitial(dialog);
    return () => {
      const active = document.activeElement;
      const focusLost = !active || active === document.body || !active.isConnected || dialog.contains(active);
      if (focusLost && opener?.isConnected && !opener.closest('[inert]')) opener.focus();
    };
  }, [key, getOpener]);

  return (
    <div className={styles.layer} style={{ zIndex: Z_INDEX_BASE + index }} inert={!isTop}>
      {/* Pointer-only convenience; Escape and the dialog's own buttons are the keyboard paths. */}
      <div className={styles.overlay} aria-hidden="true" onClick={() => onOverlayClick(key)} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
        data-modal-key={key}
        data-modal-top={isTop ? 'true' : undefined}
      >
        <Component {...props} close={close} titleId={titleId} />
      </div>
    </div>
  );
}
