import { opsTexts } from '@sogon/contract/messages/ops';
import type { TOpsDayFigures } from '@sogon/contract/schemas/ops';
import styles from './Dashboard.module.css';
import { formatCount, formatHours } from './format.ts';

const text = opsTexts.dashboard;
type Figure = Exclude<keyof TOpsDayFigures, 'day'>;

/** Adds up a stretch of days, figure by figure. */
export function sumDays(days: readonly TOpsDayFigures[]): Record<Figure, number> {
  const total = {} as Record<Figure, number>;
  for (const day of days) {
    for (const [key, value] of Object.entries(day)) {
      if (key !== 'day') total[key as Figure] = (total[key as Figure] ?? 0) + (value as number);
    }
  }
  return total;
}

/** One column of figures (오늘, or the sum of the last 30 days) as a description list. */
export function DashboardFigures({ heading, figures }: { heading: string; figures: Record<Figure, number> }) {
  const rows: [string, string][] = [
    [text.figures.signups, formatCount(figures.signups)],
    [text.figures.verifications, formatCount(figures.verifications)],
    [text.figures.payments, formatCount(figures.payments)],
    [text.figures.paymentWon, text.won(formatCount(figures.paymentWon))],
    [text.figures.refundWon, text.won(formatCount(figures.refundWon))],
    [
      text.figures.charged,
      text.paidBonus(formatCount(figures.chargedPaid), formatCount(figures.chargedBonus)),
    ],
    [text.figures.spent, text.paidBonus(formatCount(figures.spentPaid), formatCount(figures.spentBonus))],
    [text.figures.expiredBonus, formatCount(figures.expiredBonus)],
    [text.figures.activeVisitors, formatCount(figures.activeVisitors)],
    [text.figures.plays, formatCount(figures.plays)],
    [text.figures.listening, text.hours(formatHours(figures.listeningSec))],
  ];
  return (
    <section className={styles.figures} aria-label={heading}>
      <h2 className={styles.figuresHeading}>{heading}</h2>
      <dl className={styles.figureList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
