'use client';

import { commentHeadingTexts as text } from '@sogon/contract/messages/comment-heading';
import { whenIdle } from '@web/lib/when-idle';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import styles from './Comments.module.css';

type Props = ComponentProps<typeof import('./CommentSection.tsx').CommentSection>;

const CommentSection = lazy(() =>
  import('./CommentSection.tsx').then((module) => ({ default: module.CommentSection })),
);

/**
 * A comment section below an episode or under a board post's 댓글: its chunk (list, form,
 * replies, moderation) is fetched at an idle moment after the load event (at once when mounted
 * later), out of the page's first load. Until then it shows its heading and 불러오는 중… — the
 * section loads its comments in the browser anyway, so nothing can be pressed before it is there.
 */
export function LazyCommentSection(props: Props) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const placeholder = (
    <section className={`${styles.section} ${props.className ?? ''}`}>
      <div className={styles.header}>
        <Heading className={styles.heading}>{text.heading}</Heading>
      </div>
      <p role="status" className={styles.statusLine}>
        {text.loading}
      </p>
    </section>
  );
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CommentSection {...props} />
    </Suspense>
  );
}
