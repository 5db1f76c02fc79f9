'use client';

import { settlementTexts } from '@sogon/contract/messages/settlement';
import { settlementEndpoints } from '@sogon/contract/routes/settlement.endpoints';
import stats from '@web/components/stats/Stats.module.css';
import { browserApi } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useId } from 'react';
import { PayoutAccountForm } from './PayoutAccountForm.tsx';
import styles from './Settlement.module.css';
import { PanelMessage } from './SettlementPage.tsx';
import { wonText } from './settlement-view.ts';

const api = {
  settlement: browserApi('settlement', settlementEndpoints),
};

const text = settlementTexts.info;
const studio = settlementTexts.studio;

/**
 * 정산 정보: the channel's contract (share, 개인/사업자, minimum payout, bonus heart value) and
 * the payout account: registered here (checked with the bank), and the one the latest statement used.
 */
export function SettlementInfoTab({ channelId }: { channelId: number }) {
  const contractId = useId();
  const accountId = useId();
  const contractQuery = useApiQuery(api.settlement.contract, { id: channelId }, { member: true });
  const statements = useApiQuery(api.settlement.statements, { id: channelId }, { member: true });
  const contract = loadable(contractQuery);
  if (contract.state === 'loading') return <p role="status">{studio.loading}</p>;
  if (contract.state === 'needLogin') return <PanelMessage message={studio.needLogin} />;
  if (contract.state === 'failed') {
    return (
      <PanelMessage
        message={contract.message || studio.failed}
        action={{ label: studio.retry, run: contractQuery.reload }}
      />
    );
  }
  const terms = contract.data;
  const latest = statements.data?.find((statement) => statement.account);
  return (
    <div className={stats.layout}>
      <section className={stats.panel} aria-labelledby={contractId}>
        <h2 id={contractId}>{text.contract}</h2>
        <dl className={styles.terms}>
          <div>
            <dt>{text.share}</dt>
            <dd>{text.shareValue(studio.percent(terms.shareBp))}</dd>
          </div>
          <div>
            <dt>{text.creatorType}</dt>
            <dd>
              {text.creatorTypes[terms.creatorType]}
              <span className={styles.lineNote}>{text.creatorTypeNote[terms.creatorType]}</span>
            </dd>
          </div>
          <div>
            <dt>{text.minimumPayout}</dt>
            <dd>
              {wonText(terms.minimumPayout)}
              <span className={styles.lineNote}>{text.minimumPayoutNote}</span>
            </dd>
          </div>
          <div>
            <dt>{text.bonusValue}</dt>
            <dd>{terms.bonusWonPerHeart > 0 ? wonText(terms.bonusWonPerHeart) : text.bonusValueNone}</dd>
          </div>
          <div>
            <dt>{text.freeUnlockValue}</dt>
            <dd>{terms.freeUnlockWon > 0 ? wonText(terms.freeUnlockWon) : text.freeUnlockValueNone}</dd>
          </div>
        </dl>
        <p className={stats.muted}>{text.schedule}</p>
      </section>
      <section className={stats.panel} aria-labelledby={accountId}>
        <h2 id={accountId}>{text.account}</h2>
        <PayoutAccountForm channelId={channelId} />
        {latest ? (
          <p className={stats.muted}>
            {text.accountFromStatement(latest.month)} {latest.account}
          </p>
        ) : null}
      </section>
    </div>
  );
}
