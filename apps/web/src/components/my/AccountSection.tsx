'use client';

import { authTexts } from '@sogon/contract/messages/auth';
import { myTexts } from '@sogon/contract/messages/my';
import type { TRevalidationEvent } from '@sogon/contract/schemas/events';
import type { TAsset, TSign, TUserInfo } from '@sogon/contract/schemas/user';
import { formatKstDate } from '@sogon/contract/time/kst';
import { AdultModeSwitch } from '@web/components/identity/AdultModeSwitch';
import { useModal } from '@web/components/modal/ModalProvider';
import { AlarmSwitch } from './AlarmSwitch.tsx';
import { FanRankSwitch } from './FanRankSwitch.tsx';
import my from './MyPage.module.css';

interface Props {
  headingId: string;
  userInfo: TUserInfo;
  asset: TAsset;
  sign: TSign;
  validity: TRevalidationEvent | null;
  onAsset: (asset: TAsset) => void;
  onSign: (sign: TSign) => void;
}

/** 계정: how the member logs in, the identity verification, 성인 모드 and 알림. */
export function AccountSection({ headingId, userInfo, asset, sign, validity, onAsset, onSign }: Props) {
  const { openVerification } = useModal();
  return (
    <section className={my.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{myTexts.account}</h2>
      <div className={my.row}>
        <span>{myTexts.loginMethod}</span>
        <span className={my.muted}>
          {myTexts.joinedWith(authTexts.providers[userInfo.provider])} · {userInfo.uid}
        </span>
      </div>
      <div className={my.row}>
        <span>{myTexts.verification}</span>
        {asset.is_auth ? (
          <span className={my.muted}>
            {validity?.dueAt ? myTexts.verifiedUntil(formatKstDate(validity.dueAt)) : myTexts.verified}
          </span>
        ) : (
          <span className={my.verifyAction}>
            {validity?.required ? <span className={my.muted}>{myTexts.verificationLapsed}</span> : null}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => openVerification({ authEvent: userInfo.authEvent })}
            >
              {validity?.required ? myTexts.verifyAgain : myTexts.verifyNow}
            </button>
          </span>
        )}
      </div>
      <AdultModeSwitch asset={asset} onChange={onAsset} />
      <AlarmSwitch sign={sign} onChange={onSign} />
      <FanRankSwitch />
    </section>
  );
}
