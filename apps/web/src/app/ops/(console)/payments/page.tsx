import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import { PaymentList } from '@web/components/ops/PaymentList';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: opsPaymentTexts.payments.heading };

/** /ops/payments: payments by order or transaction number, member, status and days. */
export default function OpsPaymentsPage() {
  return (
    <Suspense fallback={null}>
      <PaymentList />
    </Suspense>
  );
}
