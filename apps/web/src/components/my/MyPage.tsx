'use client';

import { ApiError, failureReaction } from '@sogon/contract/api-client';
import { authTexts } from '@sogon/contract/messages/auth';
import { commonTexts } from '@sogon/contract/messages/common';
import { errorScreenTexts } from '@sogon/contract/messages/error-screen';
import { myTexts } from '@sogon/contract/messages/my';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import type { TRevalidationEvent } from '@sogon/contract/schemas/events';
import type { TSign, TUserInfo } from '@sogon/contract/schemas/user';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useIdentityUpdates } from '@web/components/identity/use-identity-updates';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import Link from 'next/link';
import { useCallback, useEffect, useId, useState } from 'react';
import { AccountSection } from './AccountSection.tsx';
import my from './MyPage.module.css';
import { MyShortcuts } from './MyShortcuts.tsx';
import { fetchValidity, keepLocally, type Me } from './my-account.ts';
import { NicknameForm } from './NicknameForm.tsx';
import { ProfilePhoto } from './ProfilePhoto.tsx';

const api = {
  account: browserApi('account', accountEndpoints),
};

/** 마이페이지: profile photo and nickname, login method, verification, alarm, logout and resign. */
export function MyPage() {
  const id = useId();
  const openLogin = useLoginModal();
  const [me, setMe] = useState<Me | null>(null);
  const [sign, setSign] = useState<TSign | null>(null);
  const [validity, setValidity] = useState<TRevalidationEvent | null>(null);
  const [needLogin, setNeedLogin] = useState(false);
  /** Why the page could not load (a time-out, the service down), with a way to try again. */
  const [loadError, setLoadError] = useState('');

  const load = useCallback(() => {
    setLoadError('');
    fetchValidity().then(setValidity, () => {});
    memberOnly(() => Promise.all([api.account.me(), api.account.sign()])).then(
      ([user, alarm]) => {
        setMe(user);
        setSign(alarm);
        keepLocally(user.userInfo, user.asset);
      },
      (error: unknown) => {
        const reaction = error instanceof ApiError ? failureReaction(error) : 'none';
        if (reaction === 'need-login') setNeedLogin(true);
        // On 'logout' and 'blocked' the API client is already leaving the page.
        else if (reaction === 'none') setLoadError(failureText(error));
      },
    );
  }, []);

  useEffect(load, [load]);

  // A verification popup finished: show the new state (what it earned, the 본인 인증 dialog says).
  useIdentityUpdates(() => {
    fetchValidity().then(setValidity, () => {});
    api.account.me().then(
      (user) => setMe(user),
      () => {},
    );
  });

  if (needLogin) {
    return (
      <section className={my.section}>
        <p>{myTexts.needLogin}</p>
        <button type="button" className="button" onClick={() => openLogin()}>
          {authTexts.login}
        </button>
      </section>
    );
  }
  if (loadError) {
    return (
      <section className={my.section}>
        <p role="alert">{loadError}</p>
        <button type="button" className="button" onClick={load}>
          {errorScreenTexts.retry}
        </button>
      </section>
    );
  }
  if (!me || !sign) return <p role="status">{commonTexts.loading}</p>;

  const { userInfo, asset } = me;
  const saveUserInfo = (next: TUserInfo) => {
    setMe((current) => (current ? { ...current, userInfo: next } : current));
    keepLocally(next);
  };
  return (
    <>
      <section className={my.section} aria-labelledby={`${id}-profile`}>
        <h2 id={`${id}-profile`}>{myTexts.profile}</h2>
        <ProfilePhoto userInfo={userInfo} onSaved={saveUserInfo} />
        <NicknameForm userInfo={userInfo} onSaved={saveUserInfo} />
      </section>

      <MyShortcuts headingId={`${id}-hearts`} />

      <AccountSection
        headingId={`${id}-account`}
        userInfo={userInfo}
        asset={asset}
        sign={sign}
        validity={validity}
        onAsset={(next) => {
          setMe({ ...me, asset: next });
          keepLocally(userInfo, next);
        }}
        onSign={setSign}
      />

      <div className={my.links}>
        <Link href="/logout" className="button button-secondary">
          {myTexts.logout}
        </Link>
        <Link href="/mypage/resign" className={my.danger}>
          {myTexts.resign}
        </Link>
      </div>
    </>
  );
}
