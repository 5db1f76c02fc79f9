'use client';

import { ApiError } from '@sogon/contract/api-client';
import { identityTexts } from '@sogon/contract/messages/identity';
import { adultTexts } from '@sogon/contract/messages/purchases';
import { identityEndpoints } from '@sogon/contract/routes/identity.endpoints';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useAdultModeConfirm } from '@web/components/identity/use-adult-mode-confirm';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { readStoredUser, writeStoredUser } from '@web/lib/session/stored-user';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import styles from './AdultNotice.module.css';

const api = {
  identity: browserApi('identity', identityEndpoints),
};

/**
 * What a 19+ item shows to someone who may not see it: the mark and the one next step that
 * applies — log in, verify identity, or turn adult mode on after a 켜기 / 취소 question (a minor
 * is told it is not for them).
 */
export function AdultNotice() {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { openVerification } = useModal();
  const { toast } = useToast();
  const router = useRouter();
  const confirmOn = useAdultModeConfirm();

  const turnOn = async () => {
    try {
      const asset = await api.identity.setAdultMode({ body: { isAdult: 1 } });
      const stored = readStoredUser(window.localStorage);
      if (stored) writeStoredUser(window.localStorage, { ...stored, asset: { ...stored.asset, ...asset } });
      toast(identityTexts.adultMode.on, { kind: 'success' });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) toast(error.detail, { kind: 'error' });
    }
  };

  let message: string = adultTexts.visitor;
  let action = (
    <button type="button" className="button" onClick={() => openLogin()}>
      {adultTexts.login}
    </button>
  );
  if (user) {
    const { is_auth, is_adult } = user.asset;
    if (!is_auth) {
      message = adultTexts.unverified;
      action = (
        <button
          type="button"
          className="button"
          onClick={() => openVerification({ authEvent: user.userInfo.authEvent })}
        >
          {adultTexts.verify}
        </button>
      );
    } else if (is_adult !== 1) {
      message = adultTexts.minor;
      action = (
        <Link href="/" className="button button-secondary">
          {adultTexts.home}
        </Link>
      );
    } else {
      message = adultTexts.modeOff;
      action = (
        <button type="button" className="button" onClick={() => confirmOn(() => void turnOn())}>
          {adultTexts.turnOn}
        </button>
      );
    }
  }

  return (
    <section className={styles.notice} aria-labelledby="adult-notice-title">
      <span className={styles.mark} role="img" aria-label={adultTexts.badgeLabel}>
        {adultTexts.badge}
      </span>
      <h1 id="adult-notice-title" className={styles.title}>
        {adultTexts.title}
      </h1>
      <p className={styles.body}>{user === undefined ? adultTexts.visitor : message}</p>
      {user === undefined ? null : action}
    </section>
  );
}
