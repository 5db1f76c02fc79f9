'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import type { TOpsDashboard } from '@sogon/contract/schemas/ops';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import styles from './Dashboard.module.css';
import { DashboardFigures, sumDays } from './DashboardFigures.tsx';
import { DayBarChart } from './DayBarChart.tsx';
import { formatCount, formatHours, formatOpsTime } from './format.ts';
import { RetryPanel } from './ListParts.tsx';
import ops from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { TopPlaylists } from './TopPlaylists.tsx';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = opsTexts.dashboard;

/** /ops/dashboard: today and the last 30 days in KST; support staff start at the member list. */
export function Dashboard() {
  const { operator } = useOperator();
  const router = useRouter();
  const allowed = opsMay(operator.role, 'dashboard');
  useEffect(() => {
    if (!allowed) router.replace('/ops/members');
  }, [allowed, router]);
  if (!allowed) return null;
  return <DashboardBody />;
}

function DashboardBody() {
  const { result, retry } = useOpsAnswer<TOpsDashboard>('/ops/dashboard');
  return (
    <>
      <h1 className={ops.title}>{text.heading}</h1>
      {result.kind === 'loading' ? (
        <p role="status" className={ops.muted}>
          {opsTexts.loading}
        </p>
      ) : result.kind === 'error' ? (
        <RetryPanel message={result.message} onRetry={retry} />
      ) : (
        <DashboardView answer={result.value} />
      )}
    </>
  );
}

function DashboardView({ answer }: { answer: TOpsDashboard }) {
  const days = answer.days.map((day) => day.day);
  const series = (pick: (day: TOpsDashboard['days'][number]) => number) => answer.days.map(pick);
  return (
    <>
      <p className={ops.muted}>{text.asOf(formatOpsTime(answer.generatedAt))}</p>
      <div className={styles.columns}>
        <DashboardFigures heading={text.today} figures={sumDays(answer.days.slice(-1))} />
        <DashboardFigures heading={text.lastDays(answer.days.length)} figures={sumDays(answer.days)} />
      </div>
      <h2 className={ops.subtitle}>{text.charts.heading}</h2>
      <div className={styles.charts}>
        <DayBarChart
          title={text.charts.paymentWon}
          days={days}
          series={[
            {
              label: text.figures.paymentWon,
              className: styles.barMoney!,
              values: series((d) => d.paymentWon),
            },
          ]}
          format={formatCount}
        />
        <DayBarChart
          title={text.charts.signups}
          days={days}
          series={[
            { label: text.figures.signups, className: styles.barPeople!, values: series((d) => d.signups) },
          ]}
          format={formatCount}
        />
        <DayBarChart
          title={text.charts.listeningHours}
          days={days}
          series={[
            {
              label: text.figures.listening,
              className: styles.barTime!,
              values: series((d) => d.listeningSec),
            },
          ]}
          format={formatHours}
        />
        <DayBarChart
          title={text.charts.hearts}
          days={days}
          series={[
            {
              label: text.figures.charged,
              className: styles.barMoney!,
              values: series((d) => d.chargedPaid + d.chargedBonus),
            },
            {
              label: text.figures.spent,
              className: styles.barSpent!,
              values: series((d) => d.spentPaid + d.spentBonus),
            },
          ]}
          format={formatCount}
        />
      </div>
      <TopPlaylists rows={answer.topPlaylists} />
    </>
  );
}
