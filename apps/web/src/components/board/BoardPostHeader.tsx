import { boardTexts as text } from '@sogon/contract/messages/board';
import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import type { TBoardPost } from '@sogon/contract/schemas/board';
import { boardRelativeTime } from '@sogon/contract/time/relative-time';
import type { Ref } from 'react';
import styles from './Board.module.css';

/** A post's 공지 badge, title (focusable, for after writing or editing), author and time. */
export function BoardPostHeader({
  post,
  titleId,
  headingRef,
}: {
  post: TBoardPost;
  titleId: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <header className={styles.postHeader}>
      {post.isNotice ? <span className={styles.notice}>{text.notice}</span> : null}
      {post.membersOnly ? (
        <span className={styles.notice}>{channelCommunityTexts.membersOnlyBadge}</span>
      ) : null}
      <h2 ref={headingRef} id={titleId} className={styles.title} tabIndex={-1}>
        {post.title}
      </h2>
      <p className={styles.meta}>
        {post.author.profileImg ? (
          // biome-ignore lint/performance/noImgElement: profile images are small files served from /media
          <img className={styles.avatar} src={post.author.profileImg} alt="" width={24} height={24} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {post.author.username.slice(0, 1)}
          </span>
        )}
        <span className={styles.author}>{post.author.username}</span>
        {post.badge ? <span className={styles.tierBadge}>{post.badge}</span> : null}
        <span aria-hidden="true">·</span>
        <time dateTime={post.createdAt} suppressHydrationWarning>
          {boardRelativeTime(post.createdAt)}
        </time>
        {post.edited ? <span className={styles.edited}>{text.edited}</span> : null}
      </p>
    </header>
  );
}
