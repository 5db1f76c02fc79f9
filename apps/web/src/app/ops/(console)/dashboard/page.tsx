import { opsTexts } from '@sogon/contract/messages/ops';
import { Dashboard } from '@web/components/ops/Dashboard';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsTexts.dashboard.heading };

/** /ops/dashboard: today and the last 30 days in KST (operator, finance). */
export default function OpsDashboardPage() {
  return <Dashboard />;
}
