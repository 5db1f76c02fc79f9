'use client';

import { bookmarkTexts } from '@sogon/contract/messages/bookmarks';
import { commonTexts } from '@sogon/contract/messages/common';
import { bookmarksEndpoints } from '@sogon/contract/routes/bookmarks.endpoints';
import type { TBookmark } from '@sogon/contract/schemas/bookmarks';
import library from '@web/components/library/Library.module.css';
import { LoginPrompt } from '@web/components/library/LoginPrompt';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { usePagedList } from '@web/lib/api/use-paged-list';
import { formatMoment, momentPath } from '@web/lib/player/moment';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import styles from './Bookmarks.module.css';
import { BOOKMARK_REMOVE_KEY } from './bookmark-keys.ts';

const api = {
  bookmarks: browserApi('bookmarks', bookmarksEndpoints),
};

const PAGE_SIZE = 20;
const text = bookmarkTexts.library;

/** 보관함 → 북마크: the member's moments, newest first, each opening its episode at that second. */
export function BookmarkLibrary() {
  const fetchPage = useCallback(
    (page: number) => memberOnly(() => api.bookmarks.list({ query: { offset: PAGE_SIZE, page } })),
    [],
  );
  const { list, setList, needLogin, failed, loadingMore, more } = usePagedList(fetchPage);

  const removed = (id: number) =>
    setList((current) =>
      current
        ? { ...current, items: current.items.filter((item) => item.id !== id), total: current.total - 1 }
        : current,
    );

  if (needLogin) return <LoginPrompt />;
  if (failed && !list) return <p role="alert">{failed}</p>;
  if (!list) return <p role="status">{commonTexts.loading}</p>;
  if (list.items.length === 0) {
    return (
      <div className={library.empty}>
        <p>{text.empty}</p>
        <p className={library.hint}>{text.emptyHint}</p>
      </div>
    );
  }
  return (
    <>
      <p className={library.summary}>{text.total(list.total)}</p>
      <ul className={styles.list}>
        {list.items.map((item) => (
          <BookmarkItem key={item.id} item={item} onRemoved={() => removed(item.id)} />
        ))}
      </ul>
      {failed ? <p role="alert">{failed}</p> : null}
      {list.items.length < list.total ? (
        <button
          type="button"
          className={`button button-secondary ${library.more}`}
          aria-disabled={loadingMore || undefined}
          onClick={() => void more()}
        >
          {text.more}
        </button>
      ) : null}
    </>
  );
}

function BookmarkItem({ item, onRemoved }: { item: TBookmark; onRemoved: () => void }) {
  const { toast } = useToast();
  const { open } = useModal();
  const [busy, setBusy] = useState(false);
  const clock = formatMoment(item.position);
  const episodeTitle = `${commonTexts.episodes(item.episodeNo)} ${item.title}`;

  const remove = async () => {
    setBusy(true);
    try {
      await api.bookmarks.remove({ id: item.id });
      toast(text.removed, { kind: 'success' });
      onRemoved();
    } catch {
      toast(text.removeFailed, { kind: 'error' });
      setBusy(false);
    }
  };

  const ask = () =>
    open<ConfirmModalProps>({
      key: BOOKMARK_REMOVE_KEY,
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.confirmTitle,
        body: text.confirmBody,
        confirmLabel: text.confirm,
        onConfirm: () => void remove(),
      },
    });

  return (
    <li className={styles.item}>
      {item.coverImg ? (
        // biome-ignore lint/performance/noImgElement: covers are small images served from /media
        <img className={styles.cover} src={item.coverImg} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className={styles.cover} />
      )}
      <div className={styles.text}>
        <Link href={momentPath(item.playlistId, item.contentId, item.position)} className={styles.link}>
          <time className={styles.at} dateTime={`PT${item.position}S`}>
            {text.at(clock)}
          </time>{' '}
          <span className={styles.title}>{episodeTitle}</span>
        </Link>
        <p className={styles.meta}>
          {item.playlistTitle}
          {item.playable ? null : <span className={styles.badge}>{text.previewOnly}</span>}
        </p>
        {item.note ? <p className={styles.noteText}>{item.note}</p> : null}
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={text.removeLabel(episodeTitle, clock)}
        aria-haspopup="dialog"
        disabled={busy}
        onClick={ask}
      >
        {text.remove}
      </button>
    </li>
  );
}
