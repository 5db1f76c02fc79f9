import { boardTexts as text } from '@sogon/contract/messages/board';
import type { THomeBoardPost } from '@sogon/contract/schemas/discovery';
import { boardRelativeTime } from '@sogon/contract/time/relative-time';
import { boardPostHref } from '@web/components/channel/channel-link';
import Link from 'next/link';
import styles from './Home.module.css';

/**
 * 크리에이터 소식: the newest board post of channels that posted lately, each leading to the
 * post on its channel's board. Nothing shows while no channel has news.
 */
export function CreatorNews({ posts }: { posts: readonly THomeBoardPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="section-creator-news">
      <h2 id="section-creator-news" className={styles.sectionTitle}>
        {text.homeTitle}
      </h2>
      <ul className={styles.news}>
        {posts.map((post) => (
          <li key={post.id} className={styles.newsCard}>
            <p className={styles.newsChannel}>
              {post.channel.profileImg ? (
                // biome-ignore lint/performance/noImgElement: channel images are small files served from /media
                <img
                  className={styles.newsAvatar}
                  src={post.channel.profileImg}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                />
              ) : (
                <span className={styles.newsAvatar} aria-hidden="true" />
              )}
              <span className={styles.newsChannelName}>{post.channel.name}</span>
            </p>
            <h3 className={styles.newsTitle}>
              {/* The whole card is the link's target (::after); its name is the post's title. */}
              <Link href={boardPostHref(post.channel.id, post.id)} className={styles.newsLink}>
                {post.title}
              </Link>
            </h3>
            {post.excerpt ? <p className={styles.newsExcerpt}>{post.excerpt}</p> : null}
            <p className={styles.newsMeta}>
              <span>{text.homeMeta(post.commentCount, post.likeCount)}</span>
              <time dateTime={post.createdAt}>{boardRelativeTime(post.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
