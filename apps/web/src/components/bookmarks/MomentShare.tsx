'use client';

import { bookmarkTexts } from '@sogon/contract/messages/bookmarks';
import { useToast } from '@web/components/toast/ToastProvider';
import { formatMoment, momentPath } from '@web/lib/player/moment';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './Bookmarks.module.css';

const text = bookmarkTexts.share;

/**
 * 공유 in the full player: a small sheet with the episode's link and "현재 위치에서 공유", the
 * link with `?t=<the second playing now>`. The system share sheet where the browser has one,
 * else the link is copied.
 */
export function MomentShare({
  playlistId,
  contentId,
  title,
  position,
  link,
  className,
}: {
  playlistId: number;
  contentId: number;
  title: string;
  /** The second playing now (read at the press). */
  position: () => number;
  /** The sheet's plain link (default: the episode's, 에피소드 링크 공유). */
  link?: { path: string; label: string };
  className?: string;
}) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const share = async (moment: boolean) => {
    setOpen(false);
    toggle.current?.focus();
    const at = Math.max(0, Math.floor(position()));
    const path = moment
      ? momentPath(playlistId, contentId, at)
      : (link?.path ?? `/playlist/${playlistId}/${contentId}`);
    const url = new URL(path, window.location.origin).toString();
    const name = moment ? text.momentTitle(title, formatMoment(at)) : title;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        // Closed by the listener: nothing to say. Refused (no permission): copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(text.copied, { kind: 'success' });
    } catch {
      toast(text.failed, { kind: 'error' });
    }
  };

  // Escape closes the sheet (and only the sheet: the expanded player stays open).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  return (
    <div className={styles.share}>
      <button
        ref={toggle}
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={sheetId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {text.button}
      </button>
      <ul id={sheetId} className={styles.sheet} aria-label={text.menuLabel} hidden={!open}>
        <li>
          <button type="button" className={styles.sheetItem} onClick={() => void share(true)}>
            {text.moment}
          </button>
        </li>
        <li>
          <button type="button" className={styles.sheetItem} onClick={() => void share(false)}>
            {link?.label ?? text.episode}
          </button>
        </li>
      </ul>
    </div>
  );
}
