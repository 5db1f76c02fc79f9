'use client';

import { commonTexts } from '@sogon/contract/messages/common';
import { reactionTexts as text } from '@sogon/contract/messages/reactions';
import { socialEndpoints } from '@sogon/contract/routes/social.endpoints';
import { PlaylistCard } from '@web/components/catalog/PlaylistCard';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { usePagedList } from '@web/lib/api/use-paged-list';
import Link from 'next/link';
import { useCallback } from 'react';
import styles from './Library.module.css';
import { LoginPrompt } from './LoginPrompt.tsx';

const api = {
  social: browserApi('social', socialEndpoints),
};

const PAGE_SIZE = 20;

/** 보관함 → 찜: the playlists the member keeps (GET /v2/user/library/own/prefer), the latest first. */
export function PreferredLibrary() {
  const fetchPage = useCallback(
    (page: number) => memberOnly(() => api.social.preferredPlaylists({ query: { offset: PAGE_SIZE, page } })),
    [],
  );

  const { list, needLogin, failed, loadingMore, more } = usePagedList(fetchPage);

  if (needLogin) return <LoginPrompt />;
  if (failed && !list) return <p role="alert">{failed}</p>;
  if (!list) return <p role="status">{commonTexts.loading}</p>;
  if (list.items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{text.preferEmpty}</p>
        <p className={styles.hint}>{text.preferEmptyHint}</p>
        <Link href="/" className="button button-secondary">
          {text.browse}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={styles.summary}>{text.preferTotal(list.total)}</p>
      <ul className={styles.grid}>
        {list.items.map((item) => (
          <li key={item.id}>
            <PlaylistCard playlist={item} headingLevel={2} />
          </li>
        ))}
      </ul>
      {failed ? <p role="alert">{failed}</p> : null}
      {list.items.length < list.total ? (
        <button
          type="button"
          className={`button button-secondary ${styles.more}`}
          aria-disabled={loadingMore || undefined}
          onClick={() => void more()}
        >
          {text.more}
        </button>
      ) : null}
    </>
  );
}
