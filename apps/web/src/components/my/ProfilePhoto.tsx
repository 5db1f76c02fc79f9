'use client';

import { ApiError } from '@sogon/contract/api-client';
import { ko } from '@sogon/contract/messages/ko';
import type { TUserInfo } from '@sogon/contract/schemas/user';
import styles from '@web/components/auth/AuthForm.module.css';
import { useToast } from '@web/components/toast/ToastProvider';
import { api } from '@web/lib/api/browser';
import { useId, useRef, useState } from 'react';
import my from './MyPage.module.css';

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
      toast(ko.my.saved);
    } catch (error) {
      toast(error instanceof ApiError ? error.detail : ko.errors.ERROR_INTERNAL, { kind: 'error' });
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
      toast(error instanceof ApiError ? error.detail : ko.errors.ERROR_INTERNAL, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
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
        <label htmlFor={`${id}-photo`} className="button button-secondary" aria-disabled={busy}>
          {busy ? ko.my.uploading : ko.my.changePhoto}
        </label>
        {userInfo.profileImg ? (
          <button type="button" className="button button-secondary" onClick={removePhoto} disabled={busy}>
            {ko.my.removePhoto}
          </button>
        ) : null}
        <p className={styles.hint}>{ko.my.photoHint}</p>
      </div>
    </div>
  );
}
