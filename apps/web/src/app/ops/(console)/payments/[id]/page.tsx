import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import { parseMemberId } from '@web/components/ops/format';
import { PaymentDetail } from '@web/components/ops/PaymentDetail';
import type { Metadata } from 'next';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseMemberId((await params).id);
  return { title: id === null ? opsPaymentTexts.payments.heading : opsPaymentTexts.payment.heading(id) };
}

/** /ops/payments/[id]: one payment, its movements and refunds, and 환불. */
export default async function OpsPaymentPage({ params }: Props) {
  const id = parseMemberId((await params).id);
  return <PaymentDetail key={id ?? 'none'} id={id} />;
}
