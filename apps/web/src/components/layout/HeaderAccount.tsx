'use client';

import { preloadLoginModal, useLoginModal } from '@web/components/auth/use-login-modal';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import styles from './SiteHeader.module.css';

// A member's hearts come in a chunk of their own: visitors' first load (every public page) stays
// without the balance store and its API table; the number shows once the balance is known anyway.
const HeaderHearts = lazy(() =>
  import('./HeaderHearts.tsx').then((module) => ({ default: module.HeaderHearts })),
);

/**
 * 로그인 for visitors (opens the dialog; a plain link without script); for members their hearts
 * (to /charge) and 마이페이지, which on a phone shows its avatar or a person icon, its name kept.
 */
export function HeaderAccount({
  loginLabel,
  myPageLabel,
  heartsLabel,
}: {
  loginLabel: string;
  myPageLabel: string;
  heartsLabel: string;
}) {
  const user = useStoredUser();
  const openLogin = useLoginModal();

  if (user) {
    return (
      <div className={styles.account}>
        <Suspense fallback={null}>
          <HeaderHearts label={heartsLabel} />
        </Suspense>
        <Link href="/mypage" className={`button button-secondary ${styles.login}`}>
          {user.userInfo.profileImg ? (
            // biome-ignore lint/performance/noImgElement: a 400px avatar we re-encoded ourselves
            <img src={user.userInfo.profileImg} alt="" className={styles.avatar} />
          ) : (
            <svg className={styles.personIcon} aria-hidden="true" focusable="false" viewBox="0 0 24 24">
              <circle cx="12" cy="8" r="4" fill="currentColor" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
            </svg>
          )}
          <span className={styles.accountLabel}>{myPageLabel}</span>
        </Link>
      </div>
    );
  }
  return (
    <Link
      href="/?action=login"
      className={`button ${styles.login}`}
      onPointerEnter={preloadLoginModal}
      onFocus={preloadLoginModal}
      onClick={(event) => {
        event.preventDefault();
        openLogin();
      }}
    >
      {loginLabel}
    </Link>
  );
}
