'use client';

import { appUpdateTexts } from '@sogon/contract/messages/app-shell';
import { usePlayerValue } from '@web/components/player/player-context';
import { askWorker, type SavesRunning, WORKER_URL } from '@web/lib/app-shell/worker-messages';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { whenIdle } from '@web/lib/when-idle';
import { useEffect, useId, useState } from 'react';
import styles from './AppWorker.module.css';

/**
 * Registers the service worker (public/sw.js) once the page is idle, and offers a new version
 * when one has installed and waits: "새 버전이 있어요" with 새로고침, which lets it take over and
 * reloads. Never while something plays or is about to, nor while the worker saves an episode in
 * any tab (a version taking over may end the old worker mid-download, ADR 045): the offer shows
 * once playback pauses or ends and saves finish. Development builds run without a worker (their
 * files are not content-hashed). Once it runs, the worker learns who is signed in and saved
 * licences are checked (lib/offline/save.ts).
 */
export function AppWorker() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const playing = usePlayerValue((state) => state.playing || state.status === 'loading', false);
  // Saves running in the worker; null until it has answered (no offer before).
  const [saves, setSaves] = useState<number | null>(null);
  const busy = playing || saves !== 0;
  const titleId = useId();
  const [active, setActive] = useState<ServiceWorker | null>(null);
  const user = useStoredUser();
  const memberId = user === undefined ? undefined : (user?.userInfo.id ?? null);

  // Saved episodes: the worker learns who is signed in (again on a login or logout), and online
  // their licences are renewed or revoked.
  useEffect(() => {
    if (!active || memberId === undefined) return;
    void import('@web/lib/offline/save').then(({ syncSaved }) => syncSaved(active)).catch(() => undefined);
  }, [active, memberId]);

  // While an update waits: how many saves the running worker has, asked once and then told as
  // saves start and end.
  useEffect(() => {
    const current = navigator.serviceWorker?.controller;
    if (!waiting) return;
    if (!current) return setSaves(0);
    const listen = (event: MessageEvent<SavesRunning>) => {
      if (event.data?.type === 'saves-running') setSaves(event.data.count);
    };
    navigator.serviceWorker.addEventListener('message', listen);
    // A worker from before saves-running does not know it: nothing to wait for then.
    askWorker(current, 'saves-running').then(setSaves, () => setSaves(0));
    return () => navigator.serviceWorker.removeEventListener('message', listen);
  }, [waiting]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    if (process.env.NODE_ENV !== 'production') {
      container.getRegistrations().then((all) => {
        for (const registration of all) registration.unregister();
      });
      return;
    }
    let live = true;
    const offer = (worker: ServiceWorker) => {
      // The first install has nothing to replace; an update waits while a worker controls the page.
      if (!live || !container.controller) return;
      setWaiting(worker);
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated' || worker.state === 'redundant') setWaiting(null);
      });
    };
    whenIdle(() => {
      container
        .register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
        .then((registration) => {
          if (registration.waiting) offer(registration.waiting);
          if (live) setActive(registration.active);
          registration.addEventListener('updatefound', () => {
            const installing = registration.installing;
            installing?.addEventListener('statechange', () => {
              if (installing.state === 'installed') offer(installing);
            });
          });
        })
        .catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!waiting || dismissed || busy) return null;

  const apply = async () => {
    // A save may have started in another tab since the offer showed.
    const current = navigator.serviceWorker.controller;
    const running = current ? await askWorker(current, 'saves-running').catch(() => 0) : 0;
    if (running > 0) return setSaves(running);
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    askWorker(waiting, 'skip-waiting').catch(() => undefined);
  };

  return (
    <section className={styles.prompt} aria-labelledby={titleId}>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {appUpdateTexts.available}
        </h2>
        <p className={styles.body}>{appUpdateTexts.body}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={() => setDismissed(true)}>
          {appUpdateTexts.later}
        </button>
        <button type="button" className="button" onClick={apply}>
          {appUpdateTexts.apply}
        </button>
      </div>
    </section>
  );
}
