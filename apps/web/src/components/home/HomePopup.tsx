'use client';

import type { TSitePopup } from '@sogon/contract/schemas/ops-site';
import { useModal } from '@web/components/modal/ModalProvider';
import { MODAL_TURNS, type ModalComponentProps } from '@web/components/modal/modal-store';
import { getRawCookies, setCookie } from '@web/lib/cookies';
import { useEffect } from 'react';
import { SitePopupCard } from './SitePopupCard.tsx';
import {
  hideTodayCookie,
  SITE_POPUP_HIDE_COOKIE,
  SITE_POPUP_KEY,
  shouldShowSitePopup,
} from './site-popup.ts';

/** The popup's dialog: the operator's content, 오늘 하루 보지 않기 and 닫기. */
function SitePopup({ close, titleId, popup }: ModalComponentProps & { popup: TSitePopup }) {
  const hideToday = () => {
    const { value, days } = hideTodayCookie(new Date());
    setCookie(SITE_POPUP_HIDE_COOKIE, value, { days });
    close();
  };
  return <SitePopupCard popup={popup} titleId={titleId} onClose={close} onHideToday={hideToday} />;
}

/**
 * The home page's popup. The API answers it only while its window (set in the console) is open by
 * the server's clock; the browser opens it after hydration unless 오늘 하루 보지 않기 was chosen
 * this Seoul day (the server renders nothing, so the markup never depends on that cookie).
 */
export function HomePopup({ popup }: { popup: TSitePopup | null }) {
  const { open, close } = useModal();

  useEffect(() => {
    if (!popup || !shouldShowSitePopup(new Date(), getRawCookies()[SITE_POPUP_HIDE_COOKIE])) return;
    open<{ popup: TSitePopup }>({
      key: SITE_POPUP_KEY,
      component: SitePopup,
      props: { popup },
      overlayClose: true,
      escClose: true,
      // Waits for the welcome after sign-up and any dialog already open: one dialog at a time.
      turn: MODAL_TURNS.sitePopup,
    });
    // The popup belongs to the home page: leaving it (Back, a link) takes the popup along.
    return () => close(SITE_POPUP_KEY);
  }, [open, close, popup]);

  return null;
}
