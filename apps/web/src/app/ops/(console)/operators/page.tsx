import { opsOperatorsTexts } from '@sogon/contract/messages/ops-operators';
import { OperatorAccounts } from '@web/components/ops/OperatorAccounts';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsOperatorsTexts.heading };

/** /ops/operators: operator accounts (operators only). */
export default function OpsOperatorsPage() {
  return <OperatorAccounts />;
}
