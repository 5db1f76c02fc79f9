'use client';

import { ApiError, failureReaction } from '@sogon/contract/api-client';
import { ko } from '@sogon/contract/messages/ko';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import { statsTexts } from '@sogon/contract/messages/stats';
import { studioTexts } from '@sogon/contract/messages/studio';
import { subscriptionTexts } from '@sogon/contract/messages/subscriptions';
import type { TRevalidationEvent } from '@sogon/contract/schemas/events';
import type { TAsset, TSign, TUserInfo } from '@sogon/contract/schemas/user';
import { formatKstDate } from '@sogon/contract/time/kst';
import styles from '@web/components/auth/AuthForm.module.css';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { AdultModeSwitch } from '@web/components/identity/AdultModeSwitch';
import { useIdentityUpdates } from '@web/components/identity/use-identity-updates';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { api, memberOnly } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { readStoredUser, writeStoredUser } from '@web/lib/session/stored-user';
import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import my from './MyPage.module.css';

type Me = { userInfo: TUserInfo; asset: TAsset };

function keepLocally(userInfo: TUserInfo, asset?: TAsset) {
  const stored = readStoredUser(window.localStorage);
  writeStoredUser(window.localStorage, {
    userInfo,
    asset: asset ?? stored?.asset ?? { is_adult: 0, is_auth: 0, adult_mode: 0 },
  });
}

/** How long the verification holds (a year), or that it lapsed: a side line, never blocking the page. */
function fetchValidity() {
  return memberOnly(() => api.get<TRevalidationEvent>('/v1/user/revalidationEvent'));
}

/** 마이페이지: profile photo and nickname, login method, verification, alarm, logout and resign. */
export function MyPage() {
  const id = useId();
  const { toast } = useToast();
  const { openVerification } = useModal();
  const openLogin = useLoginModal();
  const [me, setMe] = useState<Me | null>(null);
  const [sign, setSign] = useState<TSign | null>(null);
  const [validity, setValidity] = useState<TRevalidationEvent | null>(null);
  const [needLogin, setNeedLogin] = useState(false);
  /** Why the page could not load (a time-out, the service down), with a way to try again. */
  const [loadError, setLoadError] = useState('');
  const [nameError, setNameError] = useState('');
  const [busy, setBusy] = useState<'' | 'name' | 'photo' | 'alarm'>('');
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(() => {
    setLoadError('');
    fetchValidity().then(setValidity, () => {});
    memberOnly(() => Promise.all([api.get<Me>('/v2/user'), api.get<TSign>('/v1/user/sign')])).then(
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

  // A verification popup finished: show the new state, and what it earned.
  useIdentityUpdates((message) => {
    fetchValidity().then(setValidity, () => {});
    api.get<Me>('/v2/user').then(
      (user) => setMe(user),
      () => {},
    );
    if (message) toast(message);
  });

  if (needLogin) {
    return (
      <section className={my.section}>
        <p>{ko.my.needLogin}</p>
        <button type="button" className="button" onClick={() => openLogin()}>
          {ko.auth.login}
        </button>
      </section>
    );
  }
  if (loadError) {
    return (
      <section className={my.section}>
        <p role="alert">{loadError}</p>
        <button type="button" className="button" onClick={load}>
          {ko.errorScreen.retry}
        </button>
      </section>
    );
  }
  if (!me || !sign) return <p role="status">{ko.common.loading}</p>;

  const saveName = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    if (username.length < 2 || username.length > 20) {
      setNameError(ko.my.nicknameHint);
      return;
    }
    setBusy('name');
    try {
      const userInfo = await api.patch<TUserInfo>('/v1/user', { body: { username } });
      setMe({ ...me, userInfo });
      keepLocally(userInfo);
      setNameError('');
      toast(ko.my.saved);
    } catch (error) {
      setNameError(error instanceof ApiError ? error.detail : ko.errors.ERROR_INTERNAL);
    } finally {
      setBusy('');
    }
  };

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('profileImg', file);
    setBusy('photo');
    try {
      const { profileImg } = await api.post<{ profileImg: string }>('/v1/user/profile', { body: form });
      const userInfo = { ...me.userInfo, profileImg };
      setMe({ ...me, userInfo });
      keepLocally(userInfo);
      toast(ko.my.saved);
    } catch (error) {
      toast(error instanceof ApiError ? error.detail : ko.errors.ERROR_INTERNAL, { kind: 'error' });
    } finally {
      setBusy('');
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const removePhoto = async () => {
    setBusy('photo');
    try {
      const userInfo = await api.patch<TUserInfo>('/v1/user', { body: { profileImg: '' } });
      setMe({ ...me, userInfo });
      keepLocally(userInfo);
    } catch (error) {
      toast(error instanceof ApiError ? error.detail : ko.errors.ERROR_INTERNAL, { kind: 'error' });
    } finally {
      setBusy('');
    }
  };

  const toggleAlarm = async (on: boolean) => {
    setBusy('alarm');
    try {
      setSign(await api.patch<TSign>('/v1/user/sign', { body: { alarmCheck: on ? 1 : 0 } }));
      toast(ko.my.saved);
    } catch (error) {
      toast(error instanceof ApiError ? error.detail : ko.errors.ERROR_INTERNAL, { kind: 'error' });
    } finally {
      setBusy('');
    }
  };

  const { userInfo, asset } = me;
  return (
    <>
      <section className={my.section} aria-labelledby={`${id}-profile`}>
        <h2 id={`${id}-profile`}>{ko.my.profile}</h2>
        <div className={my.profile}>
          {userInfo.profileImg ? (
            // biome-ignore lint/performance/noImgElement: a 400px avatar we re-encoded ourselves
            <img className={my.avatar} src={userInfo.profileImg} alt={ko.my.photo} width={88} height={88} />
          ) : (
            <span className={my.avatar} aria-hidden="true">
              {userInfo.username.slice(0, 1)}
            </span>
          )}
          <div className={my.photoActions}>
            <input
              ref={fileInput}
              id={`${id}-photo`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="visually-hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <label
              htmlFor={`${id}-photo`}
              className="button button-secondary"
              aria-disabled={busy === 'photo'}
            >
              {busy === 'photo' ? ko.my.uploading : ko.my.changePhoto}
            </label>
            {userInfo.profileImg ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={removePhoto}
                disabled={busy === 'photo'}
              >
                {ko.my.removePhoto}
              </button>
            ) : null}
            <p className={styles.hint}>{ko.my.photoHint}</p>
          </div>
        </div>
        <form className={styles.form} onSubmit={saveName} noValidate style={{ marginTop: 20 }}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-name`}>
              {ko.my.nickname}
            </label>
            <div className={my.inline}>
              <input
                className={styles.input}
                id={`${id}-name`}
                name="username"
                defaultValue={userInfo.username}
                maxLength={20}
                autoComplete="nickname"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={`${id}-name-hint`}
              />
              <button type="submit" className="button" disabled={busy === 'name'}>
                {ko.my.save}
              </button>
            </div>
            <p
              id={`${id}-name-hint`}
              className={nameError ? styles.error : styles.hint}
              role={nameError ? 'alert' : undefined}
            >
              {nameError || ko.my.nicknameHint}
            </p>
          </div>
        </form>
      </section>

      <section className={my.section} aria-labelledby={`${id}-hearts`}>
        <h2 id={`${id}-hearts`}>{ko.my.hearts}</h2>
        <div className={my.row}>
          <Link href="/mypage/hearts">{ko.my.heartHistory}</Link>
          <Link href="/charge" className="button">
            {ko.nav.charge}
          </Link>
        </div>
        <div className={my.row}>
          <Link href="/library">{ko.nav.library}</Link>
        </div>
        <div className={my.row}>
          <Link href="/mypage/subscriptions">{subscriptionTexts.manage}</Link>
        </div>
        <div className={my.row}>
          <Link href="/mypage/following">{reactionTexts.following}</Link>
        </div>
        <div className={my.row}>
          <Link href="/studio">{studioTexts.page.title}</Link>
        </div>
        <div className={my.row}>
          <Link href="/studio/stats">{statsTexts.page.title}</Link>
        </div>
      </section>

      <section className={my.section} aria-labelledby={`${id}-account`}>
        <h2 id={`${id}-account`}>{ko.my.account}</h2>
        <div className={my.row}>
          <span>{ko.my.loginMethod}</span>
          <span className={my.muted}>
            {ko.my.joinedWith(ko.auth.providers[userInfo.provider])} · {userInfo.uid}
          </span>
        </div>
        <div className={my.row}>
          <span>{ko.my.verification}</span>
          {asset.is_auth ? (
            <span className={my.muted}>
              {validity?.dueAt ? ko.my.verifiedUntil(formatKstDate(validity.dueAt)) : ko.my.verified}
            </span>
          ) : (
            <span className={my.verifyAction}>
              {validity?.required ? <span className={my.muted}>{ko.my.verificationLapsed}</span> : null}
              <button
                type="button"
                className="button button-secondary"
                onClick={() => openVerification({ authEvent: userInfo.authEvent })}
              >
                {validity?.required ? ko.my.verifyAgain : ko.my.verifyNow}
              </button>
            </span>
          )}
        </div>
        <AdultModeSwitch
          asset={asset}
          onChange={(next) => {
            setMe({ ...me, asset: next });
            keepLocally(userInfo, next);
          }}
        />
        <div className={my.row}>
          <label htmlFor={`${id}-alarm`}>{ko.my.alarm}</label>
          <input
            id={`${id}-alarm`}
            className={my.switch}
            type="checkbox"
            role="switch"
            aria-checked={sign.alarmCheck === 1}
            checked={sign.alarmCheck === 1}
            disabled={busy === 'alarm'}
            onChange={(event) => void toggleAlarm(event.target.checked)}
          />
        </div>
      </section>

      <div className={my.links}>
        <Link href="/logout" className="button button-secondary">
          {ko.my.logout}
        </Link>
        <Link href="/mypage/resign" className={my.danger}>
          {ko.my.resign}
        </Link>
      </div>
    </>
  );
}
