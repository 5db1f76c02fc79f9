'use client';

import { ApiError } from '@sogon/contract/api-client';
import { errorMessages } from '@sogon/contract/messages/errors';
import { myTexts } from '@sogon/contract/messages/my';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import type { TUserInfo } from '@sogon/contract/schemas/user';
import styles from '@web/components/auth/AuthForm.module.css';
import { FormField } from '@web/components/form/FormField';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useState } from 'react';
import my from './MyPage.module.css';

const api = {
  account: browserApi('account', accountEndpoints),
};

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
      setNameError(myTexts.nicknameHint);
      return;
    }
    setBusy(true);
    try {
      const userInfo = await api.account.updateProfile({ body: { username } });
      onSaved(userInfo);
      setNameError('');
      toast(myTexts.saved);
    } catch (error) {
      setNameError(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={saveName} noValidate style={{ marginTop: 20 }}>
      {/* The error takes the hint's place: the rule it breaks is the hint. */}
      <FormField
        label={myTexts.nickname}
        hint={nameError ? undefined : myTexts.nicknameHint}
        error={nameError}
      >
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
              {myTexts.save}
            </button>
          </div>
        )}
      </FormField>
    </form>
  );
}
