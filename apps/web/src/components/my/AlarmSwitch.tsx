'use client';

import { ApiError } from '@sogon/contract/api-client';
import { ko } from '@sogon/contract/messages/ko';
import type { TSign } from '@sogon/contract/schemas/user';
import { useToast } from '@web/components/toast/ToastProvider';
import { api } from '@web/lib/api/browser';
import { useId, useState } from 'react';
import my from './MyPage.module.css';

/** 알림 수신 (PATCH /v1/user/sign) as a switch. */
export function AlarmSwitch({ sign, onChange }: { sign: TSign; onChange: (sign: TSign) => void }) {
  const id = useId();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const toggleAlarm = async (on: boolean) => {
    setBusy(true);
    try {
      onChange(await api.account.setSign({ body: { alarmCheck: on ? 1 : 0 } }));
      toast(ko.my.saved);
    } catch (error) {
      toast(error instanceof ApiError ? error.detail : ko.errors.ERROR_INTERNAL, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={my.row}>
      <label htmlFor={`${id}-alarm`}>{ko.my.alarm}</label>
      <input
        id={`${id}-alarm`}
        className={my.switch}
        type="checkbox"
        role="switch"
        aria-checked={sign.alarmCheck === 1}
        checked={sign.alarmCheck === 1}
        disabled={busy}
        onChange={(event) => void toggleAlarm(event.target.checked)}
      />
    </div>
  );
}
