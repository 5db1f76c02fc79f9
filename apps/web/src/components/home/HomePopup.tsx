'use client';

import { sitePopupTexts as text } from '@sogon/contract/messages/site-popup';
import styles from '@web/components/modal/Modal.module.css';
import { useModal } from '@web/components/modal/ModalProvider';
import type { ModalComponentProps } from '@web/components/modal/modal-store';
import { getRawCookies, setCookie } from '@web/lib/cookies';
import Link from 'next/link';
import { useEffect } from 'react';
import {
  hideTodayCookie,
  msUntilSitePopupOpens,
  SITE_POPUP_HIDE_COOKIE,
  SITE_POPUP_KEY,
  shouldShowSitePopup,
} from './site-popup.ts';

/** The popup's dialog: the notice, a way to the events, 오늘 하루 보지 않기 and 닫기. */
function SitePopup({ close, titleId }: ModalComponentProps) {
  const hideToday = () => {
    const { value, days } = hideTodayCookie(new Date());
    setCookie(SITE_POPUP_HIDE_COOKIE, value, { days });
    close();
  };
  return (
    <div className={`${styles.content} ${styles.centered}`}>
      <h2 id={titleId} className={styles.title} tabIndex={-1} data-autofocus>
        {text.title}
      </h2>
      <p className={styles.body}>{text.body}</p>
      <Link href="/event" className="button" onClick={close}>
        {text.link}
      </Link>
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={hideToday}>
          {text.hideToday}
        </button>
        <button type="button" className="button button-secondary" onClick={close}>
          {text.close}
        </button>
      </div>
    </div>
  );
}

/**
 * The home page's notice popup during the spec's popup window. The device's clock decides, after
 * hydration (the server renders nothing, so its clock and the browser's never disagree in the
 * markup); a page opened shortly before the window shows the popup when the window opens.
 */
export function HomePopup() {
  const { open, close } = useModal();

  useEffect(() => {
    const show = () => {
      if (!shouldShowSitePopup(new Date(), getRawCookies()[SITE_POPUP_HIDE_COOKIE])) return;
      open({ key: SITE_POPUP_KEY, component: SitePopup, overlayClose: true, escClose: true });
    };
    show();
    const wait = msUntilSitePopupOpens(new Date());
    const timer = wait === null ? undefined : window.setTimeout(show, wait);
    return () => {
      window.clearTimeout(timer);
      // The popup belongs to the home page: leaving it (Back, a link) takes the popup along.
      close(SITE_POPUP_KEY);
    };
  }, [open, close]);

  return null;
}
