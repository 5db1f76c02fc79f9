import { eventTexts } from '@sogon/contract/messages/events';
import { formatKstDate } from '@sogon/contract/time/kst';
import { useEffect, useRef } from 'react';
import styles from './Events.module.css';

/** That the coupon was used, and when. Right after a redemption it takes the form's focus. */
export function CouponRedeemed({
  hearts,
  redeemedAt,
  takeFocus,
}: {
  hearts: number;
  redeemedAt: string | null;
  takeFocus: boolean;
}) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) line.current?.focus();
  }, [takeFocus]);
  return (
    <p ref={line} className={styles.redeemed} role="status" tabIndex={-1}>
      {eventTexts.page.coupon.redeemed(hearts, redeemedAt ? formatKstDate(redeemedAt, 'YYYY.MM.DD') : '')}
    </p>
  );
}
