'use client';

import { refreshHeartBalance, useHeartBalance } from '@web/lib/hearts/heart-balance';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import styles from './SiteHeader.module.css';

/**
 * The member's hearts in the header: a heart and the number, to /charge. Asked once per page
 * (the balance is shared with 마이페이지 and /charge, which read the same answer).
 */
export function HeaderHearts({ label }: { label: string }) {
  const pathname = usePathname();
  const { balance } = useHeartBalance(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on each page the member opens
  useEffect(() => {
    void refreshHeartBalance();
  }, [pathname]);
  if (!balance) return null;
  const count = balance.total.toLocaleString('ko-KR');
  return (
    // "내 하트 120": the name holds the number as seen, word for word (WCAG 2.5.3 Label in Name).
    <Link
      href="/charge"
      className={`button button-secondary ${styles.hearts}`}
      aria-label={`${label} ${count}`}
    >
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"
        />
      </svg>
      <span>{count}</span>
    </Link>
  );
}
