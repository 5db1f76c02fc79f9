import { paymentTexts } from '@sogon/contract/messages/payments';
import { PaymentResult, type ReturnValues } from '@web/components/charge/PaymentResult';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: paymentTexts.result.title,
  robots: { index: false, follow: false },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const FIELDS = ['orderNo', 'productId', 'payMethod', 'outStatCd', 'outRsltCd', 'resultToken'] as const;

/** Where the gateway's return lands (through /api/live/v1/payments/settlebank/return). */
export default async function PaymentResultPage({ searchParams }: Props) {
  const query = await searchParams;
  const values: ReturnValues = {};
  for (const name of FIELDS) {
    const value = query[name];
    if (typeof value === 'string') values[name] = value;
  }
  return (
    <div className="container">
      <PaymentResult values={values} />
    </div>
  );
}
