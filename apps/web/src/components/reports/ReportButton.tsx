'use client';

import { reportTexts as text } from '@sogon/contract/messages/reports';
import type { TReportTargetType } from '@sogon/contract/schemas/reports';
import styles from './Report.module.css';
import { useReport } from './use-report.ts';

interface Props {
  targetType: TReportTargetType;
  targetId: number;
  /** The accessible name when 신고 alone would not say what is reported. */
  label?: string;
  className?: string;
}

/** A 신고 button that opens the report dialog (or the login dialog for a visitor). */
export function ReportButton({ targetType, targetId, label, className }: Props) {
  const report = useReport();
  return (
    <button
      type="button"
      className={className ?? styles.button}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={() => report(targetType, targetId)}
    >
      {text.action}
    </button>
  );
}
