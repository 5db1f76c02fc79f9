'use client';

import { authTexts } from '@sogon/contract/messages/auth';
import { commonTexts } from '@sogon/contract/messages/common';
import { myTexts } from '@sogon/contract/messages/my';
import { reactionTexts as text } from '@sogon/contract/messages/reactions';
import { socialEndpoints } from '@sogon/contract/routes/social.endpoints';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { usePagedList } from '@web/lib/api/use-paged-list';
import Link from 'next/link';
import { useCallback } from 'react';
import styles from './Following.module.css';
import { ReactionToggle } from './ReactionToggle.tsx';

const api = {
  social: browserApi('social', socialEndpoints),
};

const PAGE_SIZE = 10;

/**
 * 마이페이지 → 팔로잉: the channels the member follows (GET /v2/channel/follow), the latest
 * first. Each keeps its 팔로우 toggle: unfollowing leaves the row in place until the next visit,
 * so a slip can be undone with the same button.
 */
export function FollowingList() {
  const openLogin = useLoginModal();

  const fetchPage = useCallback(
    (page: number) => memberOnly(() => api.social.followedChannels({ query: { offset: PAGE_SIZE, page } })),
    [],
  );

  const { list, needLogin, failed, loadingMore, more } = usePagedList(fetchPage);

  if (needLogin) {
    return (
      <section className={styles.empty}>
        <p>{myTexts.needLogin}</p>
        <button type="button" className="button" onClick={() => openLogin()}>
          {authTexts.login}
        </button>
      </section>
    );
  }
  if (failed && !list) return <p role="alert">{failed}</p>;
  if (!list) return <p role="status">{commonTexts.loading}</p>;
  if (list.items.length === 0) {
    return (
      <section className={styles.empty}>
        <p>{text.followingEmpty}</p>
        <p className={styles.muted}>{text.followingEmptyHint}</p>
        <Link href="/" className="button button-secondary">
          {text.browse}
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="following-title" className={styles.section}>
      <h2 id="following-title" className="visually-hidden">
        {text.following}
      </h2>
      <p className={styles.muted}>{text.followingTotal(list.total)}</p>
      <ul className={styles.list}>
        {list.items.map((channel) => (
          <li key={channel.id} className={styles.item}>
            {channel.profileImg ? (
              // biome-ignore lint/performance/noImgElement: channel avatars are small files served from /media
              <img className={styles.avatar} src={channel.profileImg} alt="" width={56} height={56} />
            ) : (
              <span className={styles.avatar} aria-hidden="true" />
            )}
            <div className={styles.main}>
              <h3 className={styles.name}>
                <Link href={`/channel/${channel.id}`}>{channel.name}</Link>
              </h3>
              <p className={styles.muted}>
                {text.playlists(channel.playlistCount)}
                {channel.isAdult ? ` · ${commonTexts.adultOnly}` : ''}
              </p>
            </div>
            <ReactionToggle
              kind="follow"
              id={channel.id}
              initial={{ on: true, count: 0 }}
              showCount={false}
              label={text.followLabel(channel.name)}
            />
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
    </section>
  );
}
