'use client';

import { useModal } from '@web/components/modal/ModalProvider';
import { getCookie, setCookie } from '@web/lib/cookies';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { shouldShowWelcome, WELCOME_RESET_DAYS, welcomeCookieName } from '@web/lib/session/welcome';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Shows the welcome modal to a member whose welcome flag is '1' (spec sections 2 and 4). */
export function WelcomeFlow() {
  const pathname = usePathname();
  const user = useStoredUser();
  const { openWelcome } = useModal();
  const userId = user?.userInfo.id ?? null;
  const authEvent = user?.userInfo.authEvent;

  useEffect(() => {
    if (userId === null) return;
    const name = welcomeCookieName(userId);
    if (!shouldShowWelcome({ userId, cookieValue: getCookie(name), pathname })) return;
    openWelcome({
      authEvent,
      onConfirm: () => setCookie(name, '0', { days: WELCOME_RESET_DAYS }),
    });
  }, [userId, authEvent, pathname, openWelcome]);

  return null;
}
