'use client';

import { identityTexts } from '@sogon/contract/messages/identity';
import { identityEndpoints } from '@sogon/contract/routes/identity.endpoints';
import type { TAsset } from '@sogon/contract/schemas/user';
import my from '@web/components/my/MyPage.module.css';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useApiMutation } from '@web/lib/api/use-api-mutation';
import { useId } from 'react';
import { useAdultModeConfirm } from './use-adult-mode-confirm.ts';

const api = {
  identity: browserApi('identity', identityEndpoints),
};

const text = identityTexts.adultMode;

/**
 * 성인 모드 (PUT /v2/user/adultMode). Only a verified adult can turn it on; everyone else sees it
 * disabled with the reason, so the switch never promises what the server will refuse. Turning it
 * on asks first (켜기 / 취소); on or off, a toast says it is done.
 */
export function AdultModeSwitch({ asset, onChange }: { asset: TAsset; onChange: (asset: TAsset) => void }) {
  const id = useId();
  const { toast } = useToast();
  const setAdultMode = useApiMutation(api.identity.setAdultMode);
  const confirmOn = useAdultModeConfirm();
  const eligible = asset.is_auth === 1 && asset.is_adult === 1;
  const explanation = asset.is_auth !== 1 ? text.verificationRequired : eligible ? text.hint : text.notAdult;
  const on = asset.adult_mode === 1;

  const toggle = async (next: boolean) => {
    try {
      onChange(await setAdultMode.run({ body: { isAdult: next ? 1 : 0 } }));
      toast(next ? text.on : text.off, { kind: 'success' });
    } catch (error) {
      toast(failureText(error), { kind: 'error' });
    }
  };

  return (
    <div className={my.row}>
      <div>
        <label htmlFor={`${id}-adult`}>{text.label}</label>
        <p id={`${id}-adult-hint`} className={my.muted} style={{ margin: 0, fontSize: '0.875rem' }}>
          {explanation}
        </p>
      </div>
      <input
        id={`${id}-adult`}
        className={my.switch}
        type="checkbox"
        role="switch"
        aria-checked={on}
        aria-describedby={`${id}-adult-hint`}
        checked={on}
        disabled={setAdultMode.pending || (!eligible && !on)}
        onChange={(event) => {
          // Controlled: the switch moves only once the server agreed (after 켜기, for on).
          if (event.target.checked) confirmOn(() => void toggle(true));
          else void toggle(false);
        }}
      />
    </div>
  );
}
