'use client';

import { ApiError } from '@sogon/contract/api-client';
import { PAY_METHODS } from '@sogon/contract/limits';
import { authTexts } from '@sogon/contract/messages/auth';
import { commonTexts } from '@sogon/contract/messages/common';
import { errorMessages } from '@sogon/contract/messages/errors';
import { paymentTexts } from '@sogon/contract/messages/payments';
import { paymentsEndpoints } from '@sogon/contract/routes/payments.endpoints';
import type { PayMethod, TProduct } from '@sogon/contract/schemas/payments';
import { safeReturnTo } from '@sogon/contract/validation/safe-path';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { browserApi } from '@web/lib/api/browser';
import { useHeartBalance } from '@web/lib/hearts/heart-balance';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './Charge.module.css';
import { CHARGE_RETURN_KEY, submitToGateway } from './gateway-form.ts';

const api = {
  payments: browserApi('payments', paymentsEndpoints),
};

const text = paymentTexts.charge;

/**
 * The charge form: the member's hearts, the packages (with the special their payment status
 * unlocks), a payment method, and 결제하기, which orders and goes to the gateway's window.
 */
export function ChargeForm({
  products,
  sandbox,
  returnTo,
}: {
  products: TProduct[];
  sandbox: boolean;
  returnTo?: string;
}) {
  const id = useId();
  const openLogin = useLoginModal();
  // The header shows the same balance: one answer for both.
  const hearts = useHeartBalance();
  const balance = hearts.balance;
  const needLogin =
    hearts.error instanceof ApiError && hearts.error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST';
  const [productId, setProductId] = useState<number | null>(products[0]?.id ?? null);
  const [payMethod, setPayMethod] = useState<PayMethod>('card');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const selected = products.find((product) => product.id === productId) ?? null;

  const pay = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needLogin) {
      openLogin();
      return;
    }
    if (!selected) {
      setError(text.pickProduct);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const ready = await api.payments.ready({
        body: { productId: selected.id, payMethod },
      });
      try {
        window.sessionStorage.setItem(CHARGE_RETURN_KEY, safeReturnTo(returnTo));
      } catch {
        // Without storage the result page simply offers the usual links.
      }
      submitToGateway(ready);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.detail : errorMessages.ERROR_INTERNAL);
      setBusy(false);
    }
  };

  return (
    <>
      <section className={`${styles.section} ${styles.balance}`} aria-labelledby={`${id}-balance`}>
        <div>
          <h2 id={`${id}-balance`} className="visually-hidden">
            {text.balance}
          </h2>
          {needLogin ? (
            <p className={styles.muted}>{text.loginFirst}</p>
          ) : balance ? (
            <>
              <p className={styles.balanceValue}>{text.balanceTotal(balance.total)}</p>
              <p className={styles.muted}>{text.balanceDetail(balance.paid, balance.bonus)}</p>
            </>
          ) : (
            <p className={styles.muted} role="status">
              {commonTexts.loading}
            </p>
          )}
        </div>
        {needLogin ? (
          <button type="button" className="button" onClick={() => openLogin()}>
            {authTexts.login}
          </button>
        ) : (
          <Link href="/mypage/hearts" className="button button-secondary">
            {text.history}
          </Link>
        )}
      </section>

      {sandbox ? <p className={styles.notice}>{text.sandboxNotice}</p> : null}

      <form className={`${styles.section} ${styles.form}`} onSubmit={pay} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>{text.products}</legend>
          <ul className={styles.grid}>
            {products.map((product) => (
              <li key={product.id}>
                <label className={styles.product}>
                  <input
                    type="radio"
                    name="productId"
                    value={product.id}
                    checked={product.id === productId}
                    onChange={() => setProductId(product.id)}
                  />
                  {product.offer !== 'normal' ? (
                    <span className={styles.badge}>{paymentTexts.offers[product.offer]}</span>
                  ) : null}
                  <span className={styles.name}>{product.name}</span>
                  {product.bonus > 0 ? (
                    <span className={styles.bonus}>{text.bonus(product.bonus)}</span>
                  ) : null}
                  <span className={styles.price}>{paymentTexts.won(product.price)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{text.method}</legend>
          <ul className={styles.methods}>
            {PAY_METHODS.map((method) => (
              <li key={method}>
                <label className={styles.method}>
                  <input
                    type="radio"
                    name="payMethod"
                    value={method}
                    checked={method === payMethod}
                    onChange={() => setPayMethod(method)}
                  />
                  {paymentTexts.methods[method]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        {error ? (
          <p className={styles.error} role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </p>
        ) : null}

        {/* On a phone it stays at the bottom of the screen while the packages scroll by. */}
        <div className={styles.payBar}>
          {selected ? (
            <p className={styles.payChoice} aria-live="polite">
              <span className={styles.payChoiceName}>{text.chosen(selected.name)}</span>
              <span className={styles.payChoicePrice}>{paymentTexts.won(selected.price)}</span>
            </p>
          ) : null}
          <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy}>
            {busy ? text.paying : selected ? text.payAmount(selected.price) : text.pay}
          </button>
        </div>
      </form>
    </>
  );
}
