import { homeTexts } from '@sogon/contract/messages/home';
import Link from 'next/link';
import type { Ref } from 'react';
import styles from './SectionHead.module.css';

/**
 * A shelf's heading with its 더보기 link to the whole list. The link reads '더보기' and is named
 * for its shelf ('새로 나온 콘텐츠 더보기'), so a list of links on the page tells them apart.
 */
export function SectionHead({
  id,
  title,
  moreHref,
  headingClassName,
  headingRef,
}: {
  id: string;
  title: string;
  moreHref?: string;
  headingClassName?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={styles.head}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={headingClassName}>
        {title}
      </h2>
      {moreHref ? (
        <Link href={moreHref} className={styles.more} aria-label={homeTexts.sectionMore(title)}>
          {homeTexts.more}
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
            <path
              d="M5 3l4 4-4 4"
              stroke="currentColor"
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        </Link>
      ) : null}
    </div>
  );
}
