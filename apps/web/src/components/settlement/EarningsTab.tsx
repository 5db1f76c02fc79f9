'use client';

import { settlementTexts } from '@sogon/contract/messages/settlement';
import { settlementEndpoints } from '@sogon/contract/routes/settlement.endpoints';
import type { TEarnings } from '@sogon/contract/schemas/settlement';
import { ScrollRegion } from '@web/components/a11y/ScrollRegion';
import { historyTime } from '@web/components/charge/history-time';
import { FormField } from '@web/components/form/FormField';
import stats from '@web/components/stats/Stats.module.css';
import { browserApi } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useId, useState } from 'react';
import styles from './Settlement.module.css';
import { PanelMessage } from './SettlementPage.tsx';
import { isMonth, monthOfKst, recentMonths, shiftMonth, wonText } from './settlement-view.ts';

const api = {
  settlement: browserApi('settlement', settlementEndpoints),
};

const text = settlementTexts.earnings;
const studio = settlementTexts.studio;
const MONTHS_SHOWN = 24;

type Figures = Pick<TEarnings['totals'], 'paidHearts' | 'bonusHearts' | 'paidWon' | 'bonusWon'>;

function FiguresTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: string;
  rows: Array<Figures & { key: string; name: string }>;
}) {
  const id = useId();
  return (
    <section className={stats.panel} aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      {rows.length === 0 ? (
        <p className={stats.muted}>{text.byDayEmpty}</p>
      ) : (
        <ScrollRegion className={stats.tableWrap} label={label}>
          <table className={stats.table}>
            <thead>
              <tr>
                <th scope="col">{head}</th>
                <th scope="col">{text.won}</th>
                <th scope="col">{text.paidHearts}</th>
                <th scope="col">{text.bonusHearts}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={stats.titleCell}>
                    {row.name}
                  </th>
                  <td>{wonText(row.paidWon + row.bonusWon)}</td>
                  <td>{studio.hearts(row.paidHearts)}</td>
                  <td>{studio.hearts(row.bonusHearts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

/** 수익: a Seoul month of earnings in won, by day, by source and by content, with its tips. */
export function EarningsTab({
  channelId,
  month: asked,
  onMonth,
}: {
  channelId: number;
  month: string | null;
  onMonth: (month: string) => void;
}) {
  const [current] = useState(() => monthOfKst(new Date()));
  const months = recentMonths(current, MONTHS_SHOWN);
  const month = isMonth(asked) && months.includes(asked) ? asked : current;
  const query = useApiQuery(api.settlement.earnings, { id: channelId, query: { month } }, { member: true });
  const contract = useApiQuery(api.settlement.contract, { id: channelId }, { member: true });
  const earnings = loadable(query);
  const index = months.indexOf(month);

  return (
    <div className={stats.layout}>
      <div className={`${stats.panel} ${styles.monthBar}`}>
        <button
          type="button"
          className={`button button-secondary ${styles.monthButton}`}
          disabled={index >= months.length - 1}
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          {text.previous}
        </button>
        <FormField label={text.monthLabel}>
          {(control) => (
            <select
              {...control}
              className={stats.select}
              value={month}
              onChange={(event) => onMonth(event.target.value)}
            >
              {months.map((each) => (
                <option key={each} value={each}>
                  {studio.monthName(each)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button
          type="button"
          className={`button button-secondary ${styles.monthButton}`}
          disabled={index <= 0}
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          {text.next}
        </button>
      </div>
      {earnings.state === 'loading' ? (
        <p role="status">{studio.loading}</p>
      ) : earnings.state === 'needLogin' ? (
        <PanelMessage message={studio.needLogin} />
      ) : earnings.state === 'failed' ? (
        <PanelMessage
          message={earnings.message || studio.failed}
          action={{ label: studio.retry, run: query.reload }}
        />
      ) : (
        <EarningsView earnings={earnings.data} shareBp={contract.data?.shareBp ?? null} />
      )}
    </div>
  );
}

function EarningsView({ earnings, shareBp }: { earnings: TEarnings; shareBp: number | null }) {
  const { totals } = earnings;
  const most = Math.max(1, ...earnings.days.map((day) => day.paidWon + day.bonusWon));
  const totalsId = useId();
  const daysId = useId();
  const tipsId = useId();
  return (
    <>
      <section className={stats.panel} aria-labelledby={totalsId}>
        <h2 id={totalsId}>
          {studio.monthName(earnings.month)} {text.totals}
        </h2>
        <dl className={stats.cards}>
          <div className={stats.card}>
            <dt className={stats.cardLabel}>{text.salesWon}</dt>
            <dd className={stats.cardValue}>{wonText(totals.paidWon + totals.bonusWon)}</dd>
          </div>
          <div className={stats.card}>
            <dt className={stats.cardLabel}>{text.paidHearts}</dt>
            <dd className={stats.cardValue}>{studio.hearts(totals.paidHearts)}</dd>
            <dd className={stats.change}>{wonText(totals.paidWon)}</dd>
          </div>
          <div className={stats.card}>
            <dt className={stats.cardLabel}>{text.bonusHearts}</dt>
            <dd className={stats.cardValue}>{studio.hearts(totals.bonusHearts)}</dd>
            <dd className={stats.change}>{wonText(totals.bonusWon)}</dd>
          </div>
          <div className={stats.card}>
            <dt className={stats.cardLabel}>{text.wonPerHeart}</dt>
            <dd className={stats.cardValue}>{text.wonPerHeartValue(totals.wonPerHeart)}</dd>
          </div>
          <div className={stats.card}>
            <dt className={stats.cardLabel}>{text.freeUnlocks}</dt>
            <dd className={stats.cardValue}>{text.freeUnlocksValue(totals.freeUnlocks)}</dd>
            <dd className={stats.change}>{wonText(totals.freeUnlockWon)}</dd>
          </div>
          <div className={`${stats.card} ${styles.highlight}`}>
            <dt className={stats.cardLabel}>{text.estimated}</dt>
            <dd className={stats.cardValue}>{wonText(totals.estimatedCreatorWon)}</dd>
          </div>
        </dl>
        <p className={stats.muted}>{text.salesHint}</p>
        <p className={stats.muted}>
          {shareBp === null ? text.estimatedHintPlain : text.estimatedHint(studio.percent(shareBp))}
        </p>
      </section>

      <section className={stats.panel} aria-labelledby={daysId}>
        <h2 id={daysId}>{text.byDay}</h2>
        {earnings.days.length === 0 ? (
          <p className={stats.muted}>{text.byDayEmpty}</p>
        ) : (
          <ol className={styles.days}>
            {earnings.days.map((day) => {
              const won = day.paidWon + day.bonusWon;
              return (
                <li key={day.day} className={styles.day}>
                  <span className={styles.dayDate}>{day.day.slice(5).replace('-', '.')}</span>
                  <span className={styles.dayBar} aria-hidden="true">
                    <span style={{ width: `${Math.max(2, (won / most) * 100)}%` }} />
                  </span>
                  <span className={styles.dayWon}>{wonText(won)}</span>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <FiguresTable
        label={text.bySource}
        head={text.source}
        rows={earnings.bySource.map((row) => ({
          ...row,
          key: row.source,
          name: settlementTexts.sources[row.source],
        }))}
      />
      <FiguresTable
        label={text.byContent}
        head={text.content}
        rows={earnings.byContent.map((row) => ({
          ...row,
          key: row.reference,
          name: row.title || settlementTexts.sources[row.source],
        }))}
      />

      <section className={stats.panel} aria-labelledby={tipsId}>
        <h2 id={tipsId}>{text.tips}</h2>
        {earnings.tips.length === 0 ? (
          <p className={stats.muted}>{text.tipsEmpty}</p>
        ) : (
          <ul className={styles.tips}>
            {earnings.tips.map((tip) => (
              <li key={tip.id} className={styles.tip}>
                <p className={styles.tipHead}>
                  <strong>{text.tipFrom(tip.nickname || text.anonymous, tip.hearts)}</strong>
                  <time dateTime={tip.at} className={stats.muted}>
                    {historyTime(tip.at)}
                  </time>
                </p>
                <p className={tip.message ? styles.tipMessage : stats.muted}>
                  {tip.message || text.noMessage}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
