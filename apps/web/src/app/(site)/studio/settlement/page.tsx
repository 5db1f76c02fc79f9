import { settlementTexts } from '@sogon/contract/messages/settlement';
import { SettlementPage } from '@web/components/settlement/SettlementPage';
import type { Metadata } from 'next';
import { Suspense } from 'react';

const text = settlementTexts.studio;

export const metadata: Metadata = {
  title: text.title,
  description: text.description,
  robots: { index: false, follow: false },
};

/** 수익·정산: the channel owner's earnings in won, monthly statements and settlement terms. */
export default function SettlementRoute() {
  return (
    <div className="container">
      <h1 className="page-title">{text.title}</h1>
      <p>{text.description}</p>
      <Suspense fallback={<p role="status">{text.loading}</p>}>
        <SettlementPage />
      </Suspense>
    </div>
  );
}
