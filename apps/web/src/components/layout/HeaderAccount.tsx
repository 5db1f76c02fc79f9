'use client';

import { preloadLoginModal, useLoginModal } from '@web/components/auth/use-login-modal';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import Link from 'next/link';
import styles from './SiteHeader.module.css';

/** 로그인 for visitors (opens the dialog; a plain link without script), 마이페이지 for members. */
export function HeaderAccount({ loginLabel, myPageLabel }: { loginLabel: string; myPageLabel: string }) {
  const user = useStoredUser();
  const openLogin = useLoginModal();

  if (user) {
    return (
      <Link href="/mypage" className={`button button-secondary ${styles.login}`}>
        {user.userInfo.profileImg ? (
          // biome-ignore lint/performance/noImgElement: a 400px avatar we re-encoded ourselves
          <img src={user.userInfo.profileImg} alt="" className={styles.avatar} />
        ) : null}
        {myPageLabel}
      </Link>
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
