import { eventTexts } from '@sogon/contract/messages/events';
import { formatKstDate } from '@sogon/contract/time/kst';
import { useEffect, useRef } from 'react';
import styles from './Events.module.css';

const text = eventTexts.page.coupon;

/** That the featured event's coupon was used, and when. */
export function CouponRedeemed({ hearts, redeemedAt }: { hearts: number; redeemedAt: string | null }) {
  return (
    <p className={styles.redeemed}>
      {text.redeemed(hearts, redeemedAt ? formatKstDate(redeemedAt, 'YYYY.MM.DD') : '')}
    </p>
  );
}

/** A code redeemed just now: which event it was for and the hearts, then a way to enter another. */
export function CouponRedeemedNow({
  title,
  hearts,
  onAnother,
}: {
  title: string;
  hearts: number;
  onAnother: () => void;
}) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    line.current?.focus();
  }, []);
  return (
    <div className={styles.redeemedNow}>
      <p ref={line} className={styles.redeemed} role="status" tabIndex={-1}>
        {text.redeemedNow(title, hearts)}
      </p>
      <button type="button" className="button button-secondary" onClick={onAnother}>
        {text.another}
      </button>
    </div>
  );
}
