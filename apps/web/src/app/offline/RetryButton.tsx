'use client';

import { offlinePageTexts } from '@sogon/contract/messages/app-shell';
import { useEffect } from 'react';

/** Loads the page asked for again: on a press, or by itself once the connection is back. */
export function RetryButton() {
  useEffect(() => {
    // Opened as /offline itself there is nothing else to load.
    if (window.location.pathname === '/offline') return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <button type="button" className="button" onClick={() => window.location.reload()}>
      {offlinePageTexts.retry}
    </button>
  );
}
