'use client';

import { ApiError } from '@sogon/contract/api-client';
import { audienceTexts } from '@sogon/contract/messages/audience';
import { channelStatsEndpoints } from '@sogon/contract/routes/channel-stats.endpoints';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useId, useState } from 'react';
import my from './MyPage.module.css';

const api = { channelStats: browserApi('channelStats', channelStatsEndpoints) };
const text = audienceTexts.setting;

/** 채널 팬 순위에 내 이름 표시 (GET/PUT /v1/user/setting/fanRank) as a switch; off by default. */
export function FanRankSwitch() {
  const id = useId();
  const { toast } = useToast();
  const asked = useApiQuery(api.channelStats.fanRankSetting, {}, { member: true });
  const [busy, setBusy] = useState(false);
  const show = asked.data?.show ?? false;

  const change = async (next: boolean) => {
    setBusy(true);
    try {
      asked.setData(await api.channelStats.setFanRankSetting({ body: { show: next } }));
      toast(text.saved(next));
    } catch (error) {
      toast(error instanceof ApiError && error.detail ? error.detail : text.failed, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={my.row}>
      <div>
        <label htmlFor={`${id}-fan-rank`}>{text.label}</label>
        <p id={`${id}-fan-rank-hint`} className={my.hint}>
          {text.hint}
        </p>
      </div>
      <input
        id={`${id}-fan-rank`}
        className={my.switch}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-fan-rank-hint`}
        aria-checked={show}
        checked={show}
        disabled={busy || asked.data === undefined}
        onChange={(event) => void change(event.target.checked)}
      />
    </div>
  );
}
