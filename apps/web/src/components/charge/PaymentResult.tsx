'use client';

import { ApiError } from '@sogon/contract/api-client';
import { authTexts } from '@sogon/contract/messages/auth';
import { paymentTexts } from '@sogon/contract/messages/payments';
import { accountEndpoints } from '@sogon/contract/routes/account.endpoints';
import { paymentsEndpoints } from '@sogon/contract/routes/payments.endpoints';
import type { PayMethod, THeartBalance, TPaymentOutcome } from '@sogon/contract/schemas/payments';
import { safeReturnTo } from '@sogon/contract/validation/safe-path';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { browserApi } from '@web/lib/api/browser';
import { writeStoredUser } from '@web/lib/session/stored-user';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './Charge.module.css';
import { CHARGE_RETURN_KEY } from './gateway-form.ts';
import { PaidResult } from './PaidResult.tsx';
import { ResultLinks } from './ResultLinks.tsx';

const api = {
  account: browserApi('account', accountEndpoints),
  payments: browserApi('payments', paymentsEndpoints),
};

const text = paymentTexts.result;
/** The sandbox's refusal code for a window the customer closed (see the API's protocol.ts). */
const USER_CANCELLED = 'UCNL';
/** How long the page waits for the gateway's notification before it says "still checking". */
const POLLS = 8;
const POLL_MS = 1500;

export interface ReturnValues {
  orderNo?: string;
  productId?: string;
  payMethod?: string;
  outStatCd?: string;
  outRsltCd?: string;
  /** Reads this one order's outcome when the session cookie did not come back with the browser. */
  resultToken?: string;
}

/** Errors of the settlement call that a result token can answer instead of the login. */
const NOT_THIS_MEMBERS = new Set(['ERROR_AUTHORIZE_TOKEN_NOT_EXIST', 'ERROR_PAYMENT_NOT_EXIST']);

type View =
  | { kind: 'checking' }
  /** `signedIn` false: read with the result token, so the balance is not ours to show. */
  | { kind: 'paid'; payment: TPaymentOutcome; balance: THeartBalance | null; signedIn: boolean }
  | { kind: 'pending' }
  | { kind: 'failed'; cancelled: boolean; detail: string }
  | { kind: 'unknown'; needLogin: boolean };

/**
 * /pg/result: asks the API how the order stands (POST /v1/user/payment) and shows it. Without
 * the session cookie (a return to another origin, a browser that dropped it) the return's
 * result token reads the same order's outcome (POST /v1/payments/result). A notification that
 * is still on its way is waited for a little; hearts are only ever credited by that
 * notification, never by this page.
 */
export function PaymentResult({ values }: { values: ReturnValues }) {
  const [view, setView] = useState<View>({ kind: 'checking' });
  const openLogin = useLoginModal();
  const heading = useRef<HTMLHeadingElement>(null);
  const [returnTo, setReturnTo] = useState('/');

  const check = useCallback(async () => {
    const { orderNo, productId, payMethod, outStatCd, outRsltCd, resultToken } = values;
    if (!orderNo || !productId || !payMethod) {
      setView({ kind: 'unknown', needLogin: false });
      return;
    }
    setView({ kind: 'checking' });
    const seen = { ...(outStatCd ? { outStatCd } : {}), ...(outRsltCd ? { outRsltCd } : {}) };
    const bySession = () =>
      api.payments.settle({
        // The gateway's return values as they came; the API checks them.
        body: { productId: Number(productId), payMethod: payMethod as PayMethod, payCode: orderNo, ...seen },
      });
    // Asked only when the return carried a result token (below).
    const byToken = () => api.payments.result({ body: { orderNo, resultToken: resultToken ?? '', ...seen } });
    let signedIn = true;
    for (let attempt = 0; attempt < POLLS; attempt += 1) {
      let payment: TPaymentOutcome;
      try {
        if (signedIn) {
          try {
            payment = await bySession();
          } catch (error) {
            if (!resultToken || !(error instanceof ApiError && NOT_THIS_MEMBERS.has(error.code))) throw error;
            signedIn = false;
            payment = await byToken();
          }
        } else {
          payment = await byToken();
        }
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ERROR_PAYMENT_FAILED') {
          setView({ kind: 'failed', cancelled: outRsltCd === USER_CANCELLED, detail: error.detail });
        } else {
          const needLogin = error instanceof ApiError && error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST';
          setView({ kind: 'unknown', needLogin });
        }
        return;
      }
      if (payment.status === 'paid' || payment.status === 'refunded') {
        if (!signedIn) {
          setView({ kind: 'paid', payment, balance: null, signedIn });
          return;
        }
        const [balance, me] = await Promise.all([
          api.payments.balance().catch(() => null),
          api.account.me().catch(() => null),
        ]);
        // The stored user copy learns isPaid now rather than at the next login.
        if (me) writeStoredUser(window.localStorage, me);
        setView({ kind: 'paid', payment, balance, signedIn });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    setView({ kind: 'pending' });
  }, [values]);

  useEffect(() => {
    void check();
    try {
      setReturnTo(safeReturnTo(window.sessionStorage.getItem(CHARGE_RETURN_KEY)));
    } catch {
      // No storage: the usual links only.
    }
  }, [check]);

  useEffect(() => {
    if (view.kind !== 'checking') heading.current?.focus();
  }, [view.kind]);

  if (view.kind === 'checking') {
    return (
      <section className={styles.result} aria-busy="true">
        <h1>{text.title}</h1>
        <p role="status">{text.checking}</p>
      </section>
    );
  }

  return (
    <section className={styles.result} aria-labelledby="payment-result-title">
      {view.kind === 'paid' ? (
        <PaidResult
          payment={view.payment}
          balance={view.balance}
          signedIn={view.signedIn}
          headingRef={heading}
          onLogin={() => openLogin()}
        />
      ) : view.kind === 'pending' ? (
        <>
          <h1 id="payment-result-title" ref={heading} tabIndex={-1}>
            {text.pendingTitle}
          </h1>
          <p role="status">{text.pendingBody}</p>
          <button type="button" className="button" onClick={() => void check()}>
            {text.retryCheck}
          </button>
        </>
      ) : view.kind === 'failed' ? (
        <>
          <h1 id="payment-result-title" ref={heading} tabIndex={-1}>
            {view.cancelled ? text.cancelledTitle : text.failedTitle}
          </h1>
          <p role="alert">{view.cancelled ? text.cancelledBody : view.detail}</p>
        </>
      ) : (
        <>
          <h1 id="payment-result-title" ref={heading} tabIndex={-1}>
            {text.unknownTitle}
          </h1>
          {view.needLogin ? (
            <button type="button" className="button" onClick={() => openLogin()}>
              {authTexts.login}
            </button>
          ) : null}
        </>
      )}
      <ResultLinks paid={view.kind === 'paid'} returnTo={returnTo} />
    </section>
  );
}
