'use client';

import { settlementTexts } from '@sogon/contract/messages/settlement';
import { settlementEndpoints } from '@sogon/contract/routes/settlement.endpoints';
import type { TStatement } from '@sogon/contract/schemas/settlement';
import stats from '@web/components/stats/Stats.module.css';
import { browserApi } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useState } from 'react';
import styles from './Settlement.module.css';
import { PanelMessage } from './SettlementPage.tsx';
import { statementLines, wonText } from './settlement-view.ts';
import { TaxInvoicePanel } from './TaxInvoicePanel.tsx';

const api = {
  settlement: browserApi('settlement', settlementEndpoints),
};

const text = settlementTexts.statements;
const studio = settlementTexts.studio;

/**
 * One month's statement: the month, its status and what it pays; opened, every line explained,
 * and for a business payout its tax invoice (recorded here when `channelId` is given).
 */
export function StatementCard({
  statement,
  open,
  channelId,
  onChange,
}: {
  statement: TStatement;
  open?: boolean;
  channelId?: number;
  onChange?: (statement: TStatement) => void;
}) {
  const invoice = statement.taxInvoice;
  const status =
    invoice && statement.status === 'payable' && !invoice.approvalNumber
      ? settlementTexts.invoice.waiting
      : settlementTexts.statuses[statement.status];
  return (
    <details className={styles.statement} open={open}>
      <summary className={styles.statementSummary}>
        <span className={styles.statementMonth}>{text.summary(statement.month)}</span>
        <span className={styles.badge} data-status={statement.status}>
          {status}
        </span>
        <span className={styles.statementNet}>
          <span className="visually-hidden">{text.net} </span>
          {wonText(statement.netWon)}
        </span>
      </summary>
      <dl className={styles.lines}>
        {statementLines(statement).map((line) => (
          <div key={line.key} className={line.total ? `${styles.line} ${styles.lineTotal}` : styles.line}>
            <dt>
              <span>{line.label}</span>
              {line.note ? <span className={styles.lineNote}>{line.note}</span> : null}
            </dt>
            <dd>{wonText(line.won)}</dd>
          </div>
        ))}
      </dl>
      {statement.holdReason ? (
        <p className={styles.hold}>{settlementTexts.holdReasons[statement.holdReason]}</p>
      ) : null}
      <p className={stats.muted}>
        {settlementTexts.ops.statementStatus}: {status} · {text.batch[statement.batchStatus]}
        {statement.payoutMonth && statement.payoutMonth !== statement.month
          ? ` · ${text.paidWith(statement.payoutMonth)}`
          : ''}
        {statement.account ? ` · ${text.account(statement.account)}` : ''}
      </p>
      {invoice && channelId !== undefined && onChange ? (
        <TaxInvoicePanel
          channelId={channelId}
          statement={{ ...statement, taxInvoice: invoice }}
          onSaved={onChange}
        />
      ) : null}
    </details>
  );
}

/** 정산 내역: the channel's closed months, newest first, each expandable. */
export function StatementsTab({ channelId }: { channelId: number }) {
  const query = useApiQuery(api.settlement.statements, { id: channelId }, { member: true });
  const statements = loadable(query);
  const [saved, setSaved] = useState<Record<string, TStatement>>({});
  if (statements.state === 'loading') return <p role="status">{studio.loading}</p>;
  if (statements.state === 'needLogin') return <PanelMessage message={studio.needLogin} />;
  if (statements.state === 'failed') {
    return (
      <PanelMessage
        message={statements.message || studio.failed}
        action={{ label: studio.retry, run: query.reload }}
      />
    );
  }
  if (statements.data.length === 0) return <PanelMessage message={text.empty} />;
  return (
    <section className={stats.panel} aria-label={studio.tabs.statements}>
      {statements.data.map((statement, index) => (
        <StatementCard
          key={statement.month}
          statement={saved[statement.month] ?? statement}
          open={index === 0 || statement.month in saved}
          channelId={channelId}
          onChange={(next) => setSaved((current) => ({ ...current, [next.month]: next }))}
        />
      ))}
    </section>
  );
}
