'use client';

import { ApiError } from '@sogon/contract/api-client';
import { ko } from '@sogon/contract/messages/ko';
import { reactionTexts as text } from '@sogon/contract/messages/reactions';
import type { TPreferList, TPreferredPlaylist } from '@sogon/contract/schemas/discovery';
import { PlaylistCard } from '@web/components/catalog/PlaylistCard';
import { api, memberOnly } from '@web/lib/api/browser';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import styles from './Library.module.css';
import { LoginPrompt } from './LoginPrompt.tsx';

const PAGE_SIZE = 20;

type Loaded = { items: TPreferredPlaylist[]; total: number; page: number };

/** 보관함 → 찜: the playlists the member keeps (GET /v2/user/library/own/prefer), the latest first. */
export function PreferredLibrary() {
  const [list, setList] = useState<Loaded | null>(null);
  const [needLogin, setNeedLogin] = useState(false);
  const [failed, setFailed] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);

  const fetchPage = useCallback(
    (page: number) =>
      memberOnly(() =>
        api.get<TPreferList>('/v2/user/library/own/prefer', { query: { offset: PAGE_SIZE, page } }),
      ),
    [],
  );

  useEffect(() => {
    fetchPage(1).then(
      (first) => setList({ items: first.items, total: first.total, page: 1 }),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST') setNeedLogin(true);
        else setFailed(error instanceof ApiError ? error.detail : ko.errors.ERROR_INTERNAL);
      },
    );
  }, [fetchPage]);

  const more = async () => {
    if (!list || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await fetchPage(list.page + 1);
      const seen = new Set(list.items.map((item) => item.id));
      setList({
        items: [...list.items, ...next.items.filter((item) => !seen.has(item.id))],
        total: next.total,
        page: list.page + 1,
      });
    } catch (error) {
      setFailed(error instanceof ApiError ? error.detail : ko.errors.ERROR_INTERNAL);
    } finally {
      setLoadingMore(false);
    }
  };

  if (needLogin) return <LoginPrompt />;
  if (failed && !list) return <p role="alert">{failed}</p>;
  if (!list) return <p role="status">{ko.common.loading}</p>;
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
