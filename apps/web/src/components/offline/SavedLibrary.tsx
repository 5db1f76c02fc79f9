'use client';

import { offlineTexts } from '@sogon/contract/messages/offline';
import { Icon } from '@web/components/player/icons';
import { usePlayerAction, usePreloadPlayer } from '@web/components/player/player-context';
import { askWorker, type SavedEpisode } from '@web/lib/app-shell/worker-messages';
import { type OfflineQuality, readOfflineQuality, writeOfflineQuality } from '@web/lib/offline/quality';
import { activeWorker, formatBytes } from '@web/lib/offline/worker';
import { useCallback, useEffect, useState } from 'react';
import styles from './Offline.module.css';

interface Storage {
  usage: number;
  quota: number;
}

/**
 * 보관함 → 저장됨 (issue 21): the signed-in member's saved episodes with their sizes and how long
 * they play offline, the storage used and left, delete one or all, and the rendition the next
 * save keeps (표준 / 고음질, this browser's choice). Works without a network: everything comes
 * from the service worker.
 */
export function SavedLibrary() {
  const [items, setItems] = useState<SavedEpisode[] | null>(null);
  const [storage, setStorage] = useState<Storage | null>(null);
  const [quality, setQuality] = useState<OfflineQuality>('standard');
  const player = usePlayerAction();
  usePreloadPlayer();

  const refresh = useCallback(async () => {
    const worker = await activeWorker().catch(() => null);
    setItems(worker ? await askWorker(worker, 'saved-list').catch(() => []) : []);
    const estimate = await navigator.storage?.estimate?.().catch(() => null);
    if (estimate) setStorage({ usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 });
  }, []);

  useEffect(() => {
    setQuality(readOfflineQuality());
    void refresh();
  }, [refresh]);

  const remove = async (contentId: number | null) => {
    const worker = await activeWorker();
    if (!worker) return;
    if (contentId === null) await askWorker(worker, 'saved-delete-all');
    else await askWorker(worker, 'saved-delete', { contentId });
    await refresh();
  };

  const choose = (next: OfflineQuality) => {
    setQuality(next);
    writeOfflineQuality(next);
  };

  return (
    <section aria-label={offlineTexts.tab} data-saved-library={items === null ? 'loading' : 'ready'}>
      <div className={styles.toolbar}>
        <span data-storage>
          {storage
            ? offlineTexts.storage(
                formatBytes(storage.usage),
                formatBytes(Math.max(0, storage.quota - storage.usage)),
              )
            : null}
        </span>
        <fieldset className={styles.quality}>
          <legend className="visually-hidden">{offlineTexts.qualityLabel}</legend>
          <span aria-hidden="true">{offlineTexts.qualityLabel}</span>
          {(['standard', 'high'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="offline-quality"
                value={value}
                checked={quality === value}
                onChange={() => choose(value)}
              />{' '}
              {offlineTexts.quality[value]}
            </label>
          ))}
        </fieldset>
        {items && items.length > 0 ? (
          <button type="button" className={styles.cancel} onClick={() => remove(null)}>
            {offlineTexts.removeAll}
          </button>
        ) : null}
      </div>
      {items && items.length === 0 ? <p className={styles.itemMeta}>{offlineTexts.empty}</p> : null}
      <ul className={styles.list}>
        {(items ?? []).map((item) => {
          const expired = Date.parse(item.expiresAt) <= Date.now();
          return (
            <li key={item.contentId} className={styles.item} data-saved-episode={item.contentId}>
              <button
                type="button"
                className={styles.save}
                aria-label={offlineTexts.play(item.title)}
                onClick={() =>
                  player((engine) =>
                    engine.play(item.contentId, {
                      hint: { playlistId: item.playlistId, title: item.title, cover: item.cover },
                    }),
                  )
                }
              >
                <Icon name="play" size={18} />
              </button>
              <span className={styles.itemText}>
                <span className={styles.itemTitle}>{item.title}</span>
                <span className={styles.itemMeta}>
                  {item.playlistTitle} · {formatBytes(item.bytes)} · {offlineTexts.quality[item.quality]} ·{' '}
                  {expired
                    ? offlineTexts.expired
                    : offlineTexts.expiresOn(new Date(item.expiresAt).toLocaleDateString('ko-KR'))}
                </span>
              </span>
              <button
                type="button"
                className={styles.cancel}
                aria-label={`${item.title} ${offlineTexts.remove}`}
                onClick={() => remove(item.contentId)}
              >
                {offlineTexts.remove}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
