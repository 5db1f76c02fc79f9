'use client';

import { authTexts } from '@sogon/contract/messages/auth';
import { siteTexts } from '@sogon/contract/messages/site';
import { snsLoginEndpoints } from '@sogon/contract/routes/sns-login.endpoints';
import type { SnsProvider } from '@sogon/contract/schemas/user';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import styles from './AuthForm.module.css';

const api = {
  snsLogin: browserApi('snsLogin', snsLoginEndpoints),
};

const ORDER: SnsProvider[] = ['kakao', 'naver', 'google'];

export function snsAuthorizeUrl(provider: SnsProvider, returnTo: string, popup = false): string {
  const query = new URLSearchParams({ returnTo });
  if (popup) query.set('popup', '1');
  return `/api/live/v1/user/auth/sns/${provider}/authorize?${query}`;
}

/**
 * Kakao, Naver and Google login buttons. Naver opens in a 500x700 popup that stores the user
 * and closes itself (spec section 7); this tab then reloads as a member.
 */
export function SnsButtons({ returnTo }: { returnTo: string }) {
  const asked = useApiQuery(api.snsLogin.providers, {});
  const providers = asked.error !== undefined ? [] : (asked.data ?? null);

  const offered = providers ? ORDER.filter((name) => providers.some((p) => p.provider === name)) : ORDER;
  const sandboxed = providers?.some((p) => p.sandbox) ?? false;

  const openNaverPopup = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const popup = window.open(snsAuthorizeUrl('naver', returnTo, true), 'naverLogin', 'width=500,height=700');
    if (popup) event.preventDefault();
  };

  return (
    <div className={styles.sns}>
      {offered.map((provider) => (
        <a
          key={provider}
          className={`${styles.snsButton} ${styles[provider]}`}
          href={snsAuthorizeUrl(provider, returnTo)}
          onClick={provider === 'naver' ? openNaverPopup : undefined}
        >
          {authTexts.loginWith(authTexts.providers[provider])}
          {sandboxed && providers?.find((p) => p.provider === provider)?.sandbox ? (
            <span className={styles.badge}>{siteTexts.sandboxBadge}</span>
          ) : null}
        </a>
      ))}
      {sandboxed ? <p className={styles.hint}>{authTexts.sandboxNotice}</p> : null}
    </div>
  );
}
