'use client';

import { ApiError } from '@sogon/contract/api-client';
import { errorMessages } from '@sogon/contract/messages/errors';
import { myTexts } from '@sogon/contract/messages/my';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import type { TSign } from '@sogon/contract/schemas/user';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useId, useState } from 'react';
import my from './MyPage.module.css';

const api = {
  account: browserApi('account', accountEndpoints),
};

/** 알림 수신 (PATCH /v1/user/sign) as a switch. */
export function AlarmSwitch({ sign, onChange }: { sign: TSign; onChange: (sign: TSign) => void }) {
  const id = useId();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const toggleAlarm = async (on: boolean) => {
    setBusy(true);
    try {
      onChange(await api.account.setSign({ body: { alarmCheck: on ? 1 : 0 } }));
      toast(myTexts.saved);
    } catch (error) {
      toast(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={my.row}>
      <label htmlFor={`${id}-alarm`}>{myTexts.alarm}</label>
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
