'use client';

import { authTexts } from '@sogon/contract/messages/auth';
import { myTexts } from '@sogon/contract/messages/my';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useStoredUser } from '@web/lib/session/use-stored-user';

/** The library's 로그인 prompt; with `visitorsOnly`, shown only when this browser holds no member. */
export function LoginPrompt({ visitorsOnly = false }: { visitorsOnly?: boolean }) {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  if (visitorsOnly && user !== null) return null;
  return (
    <div>
      <p>{myTexts.needLogin}</p>
      <button type="button" className="button" onClick={() => openLogin()}>
        {authTexts.login}
      </button>
    </div>
  );
}
