import { paymentTexts } from '@sogon/contract/messages/payments';
import styles from '@web/components/charge/Charge.module.css';
import { HeartsHistory } from '@web/components/charge/HeartsHistory';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: paymentTexts.history.title,
  robots: { index: false, follow: false },
};

export default function HeartsHistoryPage() {
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className="page-title">{paymentTexts.history.title}</h1>
        <HeartsHistory />
      </div>
    </div>
  );
}
