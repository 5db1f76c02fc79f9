'use client';

import { eventTexts } from '@sogon/contract/messages/events';
import { modalTexts } from '@sogon/contract/messages/modal';
import { eventsEndpoints } from '@sogon/contract/routes/events.endpoints';
import { useIdentityUpdates } from '@web/components/identity/use-identity-updates';
import { verificationDoneNotice } from '@web/components/identity/verification-done';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { getRawCookies } from '@web/lib/cookies';
import { refreshHeartBalance } from '@web/lib/hearts/heart-balance';
import { useRouter } from 'next/navigation';
import { openFaPassVerification, openKakaoVerification, openPassVerification } from './identity-popup.ts';
import styles from './Modal.module.css';
import type { ModalComponentProps } from './modal-store.ts';
import { REDIRECT_URL_COOKIE, verificationCloseTarget } from './verification-close.ts';

const api = {
  events: browserApi('events', eventsEndpoints),
};

export { verificationCloseTarget } from './verification-close.ts';

export type VerificationModalProps = {
  /** `1` shows the event banner. */
  authEvent?: number;
  /** Open the identity popups at once instead of after 100 ms. */
  immediate?: boolean;
};

const text = modalTexts.verification;

/**
 * 본인 인증 modal: a banner (event variant when authEvent === 1), why verification is needed, and the
 * 카카오 인증 / 휴대폰 인증 buttons, each opening its identity popup. The close icon leaves the page on
 * SNS-google return and event pages (see `verificationCloseTarget`), otherwise it only closes the modal.
 * When a popup reports the verification done, the modal closes and says what it earned.
 */
export function VerificationModal({
  authEvent,
  immediate = false,
  close,
  titleId,
}: VerificationModalProps & ModalComponentProps) {
  const router = useRouter();
  const { toast } = useToast();
  const isEvent = authEvent === 1;
  // The running sign-up event names the hearts it gives (GET /v1/user/eventBanner).
  const event = useApiQuery(api.events.banner, isEvent ? {} : null, { member: true }).data?.banner ?? null;

  // A popup verified the member: the promise of this dialog is kept or explained, never left
  // standing. Only the popup's message carries what was earned; the storage event alone waits.
  useIdentityUpdates((message, benefit) => {
    if (message === undefined) return;
    close();
    toast(verificationDoneNotice(message, benefit), { kind: 'success' });
    void refreshHeartBalance();
  });

  const onCloseIcon = () => {
    const target = verificationCloseTarget(window.location.pathname, getRawCookies()[REDIRECT_URL_COOKIE]);
    close();
    // Replace, so Back does not land on the page that asked for verification again.
    if (target !== null) router.replace(target);
  };

  return (
    <div className={styles.content}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title} tabIndex={-1} data-autofocus>
          {text.title}
        </h2>
        <button type="button" className={styles.closeButton} aria-label={text.close} onClick={onCloseIcon}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <div className={isEvent ? `${styles.banner} ${styles.bannerEvent}` : styles.banner}>
        <p className={styles.bannerTitle}>
          {event
            ? eventTexts.page.verifyBanner(event.hearts)
            : isEvent
              ? text.eventBannerTitle
              : text.bannerTitle}
        </p>
        <p className={styles.bannerBody}>
          {event ? event.title : isEvent ? text.eventBannerBody : text.bannerBody}
        </p>
      </div>

      <p className={styles.body}>
        {text.explanation}
        <br />
        {text.ownPhoneNotice}
      </p>

      <div className={`${styles.actions} ${styles.stackedActions}`}>
        <button type="button" className="button" onClick={() => openFaPassVerification(immediate)}>
          {text.faPass}
        </button>
        <button
          type="button"
          className={`button ${styles.kakaoButton}`}
          onClick={() => openKakaoVerification(immediate)}
        >
          {text.kakao}
        </button>
        <button type="button" className="button" onClick={() => openPassVerification(immediate)}>
          {text.phone}
        </button>
      </div>
    </div>
  );
}
