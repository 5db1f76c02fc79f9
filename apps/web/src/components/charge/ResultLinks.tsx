import { paymentTexts } from '@sogon/contract/messages/payments';
import Link from 'next/link';
import styles from './Charge.module.css';

const text = paymentTexts.result;

/** Where to go after a payment: back to where the charge started (when paid), 다시 충전, 내역, 홈. */
export function ResultLinks({ paid, returnTo }: { paid: boolean; returnTo: string }) {
  return (
    <div className={styles.links}>
      {paid && returnTo !== '/' ? (
        <Link href={returnTo} className="button">
          {text.continue}
        </Link>
      ) : null}
      <Link href="/charge" className={paid ? 'button button-secondary' : 'button'}>
        {text.again}
      </Link>
      <Link href="/mypage/hearts" className="button button-secondary">
        {text.history}
      </Link>
      <Link href="/" className="button button-secondary">
        {text.home}
      </Link>
    </div>
  );
}
