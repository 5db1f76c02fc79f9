'use client';

import { ApiError } from '@sogon/contract/api-client';
import { ko } from '@sogon/contract/messages/ko';
import type { TUserInfo } from '@sogon/contract/schemas/user';
import styles from '@web/components/auth/AuthForm.module.css';
import { FormField } from '@web/components/form/FormField';
import { useToast } from '@web/components/toast/ToastProvider';
import { api } from '@web/lib/api/browser';
import { useState } from 'react';
import my from './MyPage.module.css';

/** 닉네임 with its 저장 button: 2 to 20 characters. */
export function NicknameForm({
  userInfo,
  onSaved,
}: {
  userInfo: TUserInfo;
  onSaved: (userInfo: TUserInfo) => void;
}) {
  const { toast } = useToast();
  const [nameError, setNameError] = useState('');
  const [busy, setBusy] = useState(false);

  const saveName = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    if (username.length < 2 || username.length > 20) {
      setNameError(ko.my.nicknameHint);
      return;
    }
    setBusy(true);
    try {
      const userInfo = await api.account.updateProfile({ body: { username } });
      onSaved(userInfo);
      setNameError('');
      toast(ko.my.saved);
    } catch (error) {
      setNameError(error instanceof ApiError ? error.detail : ko.errors.ERROR_INTERNAL);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={saveName} noValidate style={{ marginTop: 20 }}>
      {/* The error takes the hint's place: the rule it breaks is the hint. */}
      <FormField label={ko.my.nickname} hint={nameError ? undefined : ko.my.nicknameHint} error={nameError}>
        {(control) => (
          <div className={my.inline}>
            <input
              className={styles.input}
              {...control}
              name="username"
              defaultValue={userInfo.username}
              maxLength={20}
              autoComplete="nickname"
            />
            <button type="submit" className="button" disabled={busy}>
              {ko.my.save}
            </button>
          </div>
        )}
      </FormField>
    </form>
  );
}
