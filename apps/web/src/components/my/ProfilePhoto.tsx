'use client';

import { ApiError } from '@sogon/contract/api-client';
import { errorMessages } from '@sogon/contract/messages/errors';
import { myTexts } from '@sogon/contract/messages/my';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import type { TUserInfo } from '@sogon/contract/schemas/user';
import styles from '@web/components/auth/AuthForm.module.css';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useId, useRef, useState } from 'react';
import my from './MyPage.module.css';

const api = {
  account: browserApi('account', accountEndpoints),
};

/** The profile photo (or the nickname's first letter) with 사진 변경 and 사진 삭제. */
export function ProfilePhoto({
  userInfo,
  onSaved,
}: {
  userInfo: TUserInfo;
  onSaved: (userInfo: TUserInfo) => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('profileImg', file);
    setBusy(true);
    try {
      const { profileImg } = await api.account.uploadProfileImage({ body: form });
      onSaved({ ...userInfo, profileImg });
      toast(myTexts.saved);
    } catch (error) {
      toast(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL, { kind: 'error' });
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const removePhoto = async () => {
    setBusy(true);
    try {
      const userInfo = await api.account.updateProfile({ body: { profileImg: '' } });
      onSaved(userInfo);
    } catch (error) {
      toast(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={my.profile}>
      {userInfo.profileImg ? (
        // biome-ignore lint/performance/noImgElement: a 400px avatar we re-encoded ourselves
        <img className={my.avatar} src={userInfo.profileImg} alt={myTexts.photo} width={88} height={88} />
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
        <label htmlFor={`${id}-photo`} className="button button-secondary" aria-disabled={busy}>
          {busy ? myTexts.uploading : myTexts.changePhoto}
        </label>
        {userInfo.profileImg ? (
          <button type="button" className="button button-secondary" onClick={removePhoto} disabled={busy}>
            {myTexts.removePhoto}
          </button>
        ) : null}
        <p className={styles.hint}>{myTexts.photoHint}</p>
      </div>
    </div>
  );
}
