'use client';

import { ApiError } from '@sogon/contract/api-client';
import { offlineTexts } from '@sogon/contract/messages/offline';
import { usePlayerLoadAll } from '@web/components/player/player-context';
import { askWorker } from '@web/lib/app-shell/worker-messages';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useEffect, useState } from 'react';
import styles from './Offline.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'saving'; percent: number }
  | { kind: 'saved' }
  | { kind: 'failed'; text: string };

/**
 * 저장 on an episode the member may play in full (issue 21): downloads it for offline listening
 * with a progress bar and 저장 취소, then shows 저장됨. Shown to members once the service worker
 * runs; the download code (lib/offline/save.ts) loads on the first press.
 */
export function SaveEpisodeButton({ contentId, title }: { contentId: number; title: string }) {
  const user = useStoredUser();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const loadPlayer = usePlayerLoadAll();

  useEffect(() => {
    if (!user) return;
    let live = true;
    // Once a worker is active (it registers while the first page idles); never in development.
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.ready
      .then(async ({ active: worker }) => {
        if (!worker || !live) return;
        setReady(true);
        const status = await askWorker(worker, 'saved-status', { contentId });
        if (live && status === 'saved') setState({ kind: 'saved' });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user, contentId]);

  if (!user || !ready) return null;

  const save = async () => {
    setState({ kind: 'saving', percent: 0 });
    const { saveEpisode } = await import('@web/lib/offline/save');
    try {
      await saveEpisode(
        contentId,
        (fraction) => setState({ kind: 'saving', percent: Math.floor(fraction * 100) }),
        loadPlayer,
      );
      setState({ kind: 'saved' });
    } catch (error) {
      if (error instanceof Error && error.message.endsWith('cancelled')) setState({ kind: 'idle' });
      else
        setState({
          kind: 'failed',
          text: error instanceof ApiError && error.detail ? error.detail : offlineTexts.failed,
        });
    }
  };

  const cancel = async () => {
    const { cancelSave } = await import('@web/lib/offline/save');
    await cancelSave(contentId);
  };

  if (state.kind === 'saving') {
    return (
      <span className={styles.saving} data-save-state="saving">
        <progress
          className={styles.progress}
          max={100}
          value={state.percent}
          aria-label={`${title} ${offlineTexts.saving(state.percent)}`}
        />
        <span className={styles.percent} aria-hidden="true">
          {state.percent}%
        </span>
        <button type="button" className={styles.cancel} onClick={cancel}>
          {offlineTexts.cancel}
        </button>
      </span>
    );
  }
  if (state.kind === 'saved') {
    return (
      <span className={styles.saved} data-save-state="saved">
        {offlineTexts.saved}
      </span>
    );
  }
  return (
    <span className={styles.saveWrap}>
      <button
        type="button"
        className={styles.save}
        data-save-state={state.kind}
        aria-label={`${title} ${offlineTexts.save}`}
        onClick={save}
      >
        {offlineTexts.save}
      </button>
      {state.kind === 'failed' ? (
        <span className={styles.error} role="alert">
          {state.text}
        </span>
      ) : null}
    </span>
  );
}
