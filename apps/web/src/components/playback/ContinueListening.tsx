'use client';

import { FINISHED_MARGIN_SEC } from '@sogon/contract/media-constants';
import { commonTexts, mediaTypeTexts } from '@sogon/contract/messages/common';
import { playbackTexts } from '@sogon/contract/messages/playback';
import { playbackEndpoints } from '@sogon/contract/routes/playback.endpoints';
import type { TContinueItem } from '@sogon/contract/schemas/media';
import card from '@web/components/catalog/PlaylistCard.module.css';
import { SectionHead } from '@web/components/home/SectionHead';
import { GoneNotice } from '@web/components/playlist/GoneNotice';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import styles from './ContinueListening.module.css';

const api = {
  playback: browserApi('playback', playbackEndpoints),
};

export interface ContinueListeningProps {
  /** Section heading (default 이어 듣기). */
  title?: string;
  /** How many playlists to show (the API's page size). */
  limit?: number;
  /** Show a 삭제 button per item (보관함). */
  removable?: boolean;
  /** `row` scrolls sideways like the home shelves; `grid` wraps like 보관함. */
  layout?: 'row' | 'grid';
  /** Said when the member has nothing yet; without it an empty list renders nothing. */
  emptyText?: string;
  /** Where 더보기 leads (the home shelf: 보관함's whole history); none without it. */
  moreHref?: string;
}

/**
 * The member's recently played episodes, one per playlist, newest first ("이어 듣기"). Renders
 * nothing for visitors; each card links to the episode page, where the player resumes.
 */
export function ContinueListening({
  title = playbackTexts.continueListening,
  limit = 10,
  removable = false,
  layout = 'row',
  emptyText,
  moreHref,
}: ContinueListeningProps) {
  const user = useStoredUser();
  const userId = user?.userInfo.id ?? null;
  const recent = useApiQuery(
    api.playback.recent,
    userId === null ? null : { query: { offset: limit, page: 1 } },
  );
  const items = recent.error !== undefined ? [] : (recent.data?.items ?? null);
  const { setData: setRecent } = recent;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (userId === null || items === null) return null;
  if (items.length === 0 && !emptyText) return null;

  const removed = (playlistId: number) => {
    setRecent(
      (list) => list && { ...list, items: list.items.filter((item) => item.playlistId !== playlistId) },
    );
    // The button that had focus is gone: put the reader back at the top of the section.
    headingRef.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHead
        id={headingId}
        title={title}
        moreHref={items.length > 0 ? moreHref : undefined}
        headingClassName={styles.heading}
        headingRef={headingRef}
      />
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={layout === 'grid' ? styles.grid : styles.row}>
          {items.map((item) => (
            <ContinueCard
              key={item.playlistId}
              item={item}
              onRemoved={removable ? () => removed(item.playlistId) : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ContinueCard({ item, onRemoved }: { item: TContinueItem; onRemoved?: () => void }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const share = item.durationSec > 0 ? Math.min(1, item.playtime / item.durationSec) : 0;
  // Heard to the end: the player starts it over, the card says so.
  const finished = item.durationSec > 0 && item.playtime >= item.durationSec - FINISHED_MARGIN_SEC;
  const progress = finished
    ? playbackTexts.finished
    : playbackTexts.progress(item.playtime, item.durationSec);
  const episodeTitle = `${commonTexts.episodes(item.episodeNo)} ${item.title}`;

  const remove = async () => {
    setBusy(true);
    try {
      await api.playback.removeRecent({ id: item.playlistId });
      toast(playbackTexts.removed, { kind: 'success' });
      onRemoved?.();
    } catch {
      toast(playbackTexts.removeFailed, { kind: 'error' });
      setBusy(false);
    }
  };

  return (
    <li className={styles.item}>
      <Link
        href={`/playlist/${item.playlistId}/${item.contentId}`}
        className={card.link}
        aria-label={playbackTexts.openLabel(item.playlistTitle, episodeTitle)}
      >
        <div className={card.cover}>
          {item.coverImg ? (
            // biome-ignore lint/performance/noImgElement: covers are small SVGs served from /media
            <img src={item.coverImg} alt="" width={300} height={300} loading="lazy" decoding="async" />
          ) : null}
          <span className={card.badges}>
            <span className={card.badge}>{mediaTypeTexts[item.mediaType]}</span>
          </span>
        </div>
        <h3 className={card.title}>{episodeTitle}</h3>
      </Link>
      <p className={card.meta}>
        <span>{item.playlistTitle}</span>
        <span aria-hidden="true"> · </span>
        <span>{item.channelName}</span>
      </p>
      <GoneNotice reason={item.gone} className={card.meta} />
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={progress}
        aria-valuemin={0}
        aria-valuemax={Math.max(item.durationSec, 1)}
        aria-valuenow={Math.min(item.playtime, Math.max(item.durationSec, 1))}
        aria-valuetext={progress}
      >
        <span className={styles.progressFill} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      {onRemoved ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={playbackTexts.removeLabel(item.playlistTitle)}
          disabled={busy}
          onClick={remove}
        >
          {playbackTexts.remove}
        </button>
      ) : null}
    </li>
  );
}
