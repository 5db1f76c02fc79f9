'use client';

import { authTexts } from '@sogon/contract/messages/auth';
import { commonTexts } from '@sogon/contract/messages/common';
import { myTexts } from '@sogon/contract/messages/my';
import { studioCatalogTexts as text } from '@sogon/contract/messages/studio-catalog';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import studio from '@web/components/studio/Studio.module.css';
import type { Loadable } from '@web/lib/api/loadable';
import type { ReactNode } from 'react';

/** What a studio page shows before its data: the login prompt, loading, or the failure with a retry. */
export function StudioGate<T>({
  loaded,
  reload,
  failed = text.loadFailed,
  children,
}: {
  loaded: Loadable<T>;
  reload: () => void;
  /** What a failed load says when the answer gave no detail. */
  failed?: string;
  children: (data: T) => ReactNode;
}) {
  const openLogin = useLoginModal();
  if (loaded.state === 'needLogin') {
    return (
      <section className={studio.section}>
        <p>{myTexts.needLogin}</p>
        <div className={studio.actions}>
          <button type="button" className="button" onClick={() => openLogin()}>
            {authTexts.login}
          </button>
        </div>
      </section>
    );
  }
  if (loaded.state === 'loading') return <p role="status">{commonTexts.loading}</p>;
  if (loaded.state === 'failed') {
    return (
      <section className={studio.section}>
        <p role="alert">{loaded.message || failed}</p>
        <div className={studio.actions}>
          <button type="button" className="button button-secondary" onClick={reload}>
            {text.retryLoad}
          </button>
        </div>
      </section>
    );
  }
  return <>{children(loaded.data)}</>;
}
