'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import type { TOpsDashboard } from '@sogon/contract/schemas/ops';
import { opsApi } from '@web/lib/api/ops';
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
  const { result, retry } = useOpsAnswer(opsApi.ops.dashboard, {});
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

type Day = TOpsDashboard['days'][number];
type Line = [label: string, className: string | undefined, value: (day: Day) => number];

/** The charts under 일별 추이: title, how values read, and one or two series. */
const CHARTS: { title: string; format: (value: number) => string; lines: Line[] }[] = [
  {
    title: text.charts.paymentWon,
    format: formatCount,
    lines: [[text.figures.paymentWon, styles.barMoney, (d) => d.paymentWon]],
  },
  {
    title: text.charts.signups,
    format: formatCount,
    lines: [[text.figures.signups, styles.barPeople, (d) => d.signups]],
  },
  {
    title: text.charts.listeningHours,
    format: formatHours,
    lines: [[text.figures.listening, styles.barTime, (d) => d.listeningSec]],
  },
  {
    title: text.charts.hearts,
    format: formatCount,
    lines: [
      [text.figures.charged, styles.barMoney, (d) => d.chargedPaid + d.chargedBonus],
      [text.figures.spent, styles.barSpent, (d) => d.spentPaid + d.spentBonus],
    ],
  },
];

function DashboardView({ answer }: { answer: TOpsDashboard }) {
  const days = answer.days.map((day) => day.day);
  return (
    <>
      <p className={ops.muted}>{text.asOf(formatOpsTime(answer.generatedAt))}</p>
      <div className={styles.columns}>
        <DashboardFigures heading={text.today} figures={sumDays(answer.days.slice(-1))} />
        <DashboardFigures heading={text.lastDays(answer.days.length)} figures={sumDays(answer.days)} />
      </div>
      <h2 className={ops.subtitle}>{text.charts.heading}</h2>
      <div className={styles.charts}>
        {CHARTS.map((chart) => (
          <DayBarChart
            key={chart.title}
            title={chart.title}
            days={days}
            format={chart.format}
            series={chart.lines.map(([label, className, value]) => ({
              label,
              className: className ?? '',
              values: answer.days.map(value),
            }))}
          />
        ))}
      </div>
      <TopPlaylists rows={answer.topPlaylists} />
    </>
  );
}
