import { authTexts } from '@sogon/contract/messages/auth';
import { paymentTexts } from '@sogon/contract/messages/payments';
import type { THeartBalance, TPaymentOutcome } from '@sogon/contract/schemas/payments';
import type { Ref } from 'react';
import styles from './Charge.module.css';

const text = paymentTexts.result;

/** 하트 충전이 완료되었어요: what was credited, and the balance (or a login to see it). */
export function PaidResult({
  payment,
  balance,
  signedIn,
  headingRef,
  onLogin,
}: {
  payment: TPaymentOutcome;
  balance: THeartBalance | null;
  /** False when read with the result token: the balance is not ours to show. */
  signedIn: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onLogin: () => void;
}) {
  return (
    <>
      <h1 id="payment-result-title" ref={headingRef} tabIndex={-1}>
        {text.paidTitle}
      </h1>
      <p role="status">{text.paidBody(payment.hearts, payment.bonus)}</p>
      <p className={styles.muted}>
        {payment.productName} · {paymentTexts.won(payment.amount)}
      </p>
      {balance ? <p className={styles.balanceValue}>{text.balance(balance.total)}</p> : null}
      {signedIn ? null : (
        <>
          <p className={styles.muted}>{text.loginForBalance}</p>
          <button type="button" className="button" onClick={onLogin}>
            {authTexts.login}
          </button>
        </>
      )}
    </>
  );
}
