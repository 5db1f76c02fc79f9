'use client';

import { ApiError } from '@sogon/contract/api-client';
import { authTexts } from '@sogon/contract/messages/auth';
import { commonTexts } from '@sogon/contract/messages/common';
import { errorMessages } from '@sogon/contract/messages/errors';
import { myTexts } from '@sogon/contract/messages/my';
import { paymentTexts } from '@sogon/contract/messages/payments';
import { paymentsEndpoints } from '@sogon/contract/routes/payments.endpoints';
import type { THeartBalance, THeartMovement, TPayment } from '@sogon/contract/schemas/payments';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import styles from './Charge.module.css';
import { ChargeRow } from './ChargeRow.tsx';
import { MovementRow } from './MovementRow.tsx';
import { refundMessage } from './refund-message.ts';

const api = {
  payments: browserApi('payments', paymentsEndpoints),
};

const text = paymentTexts.history;
const PAGE = 10;

type Loaded<T> = { items: T[]; nextLastId: number | null };

/** 하트 내역: the balance, the charges (with 환불 요청 while allowed) and every heart movement. */
export function HeartsHistory() {
  const openLogin = useLoginModal();
  const { open } = useModal();
  const { toast } = useToast();
  const [needLogin, setNeedLogin] = useState(false);
  const [balance, setBalance] = useState<THeartBalance | null>(null);
  const [charges, setCharges] = useState<Loaded<TPayment> | null>(null);
  const [movements, setMovements] = useState<Loaded<THeartMovement> | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      const [hearts, chargePage, movementPage] = await memberOnly(() =>
        Promise.all([
          api.payments.balance(),
          api.payments.charges({ query: { offset: PAGE } }),
          api.payments.history({ query: { offset: PAGE } }),
        ]),
      );
      setBalance(hearts);
      setCharges(chargePage);
      setMovements(movementPage);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST') setNeedLogin(true);
      else {
        setCharges({ items: [], nextLastId: null });
        setMovements({ items: [], nextLastId: null });
      }
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const moreCharges = async () => {
    if (!charges?.nextLastId) return;
    const page = await api.payments.charges({
      query: { offset: PAGE, lastId: charges.nextLastId },
    });
    setCharges({ items: [...charges.items, ...page.items], nextLastId: page.nextLastId });
  };

  const moreMovements = async () => {
    if (!movements?.nextLastId) return;
    const page = await api.payments.history({
      query: { offset: PAGE, lastId: movements.nextLastId },
    });
    setMovements({ items: [...movements.items, ...page.items], nextLastId: page.nextLastId });
  };

  const refund = async (payment: TPayment) => {
    setBusy(payment.id);
    try {
      const answer = await api.payments.refund({ id: payment.id });
      const { message, kind } = refundMessage(answer);
      toast(message, { kind });
      await load();
    } catch (error) {
      toast(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL, { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const askRefund = (payment: TPayment) =>
    open<ConfirmModalProps>({
      key: 'refund-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.refundConfirmTitle,
        heartIcon: true,
        body: text.refundConfirmBody(payment.productName),
        confirmLabel: text.refund,
        onConfirm: () => void refund(payment),
      },
    });

  if (needLogin) {
    return (
      <section className={styles.section}>
        <p>{myTexts.needLogin}</p>
        <button type="button" className="button" onClick={() => openLogin()}>
          {authTexts.login}
        </button>
      </section>
    );
  }
  if (!charges || !movements) return <p role="status">{commonTexts.loading}</p>;

  return (
    <>
      {balance ? (
        <section className={`${styles.section} ${styles.balance}`} aria-label={paymentTexts.charge.balance}>
          <div>
            <p className={styles.balanceValue}>{paymentTexts.charge.balanceTotal(balance.total)}</p>
            <p className={styles.muted}>{paymentTexts.charge.balanceDetail(balance.paid, balance.bonus)}</p>
          </div>
          <Link href="/charge" className="button">
            {paymentTexts.charge.title}
          </Link>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="charges-title">
        <h2 id="charges-title">{text.charges}</h2>
        {charges.items.length === 0 ? (
          <p className={styles.muted}>{text.chargesEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {charges.items.map((payment) => (
              <ChargeRow key={payment.id} payment={payment} busy={busy} onRefund={askRefund} />
            ))}
          </ul>
        )}
        {charges.nextLastId ? (
          <button type="button" className="button button-secondary" onClick={() => void moreCharges()}>
            {text.more}
          </button>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="movements-title">
        <h2 id="movements-title">{text.movements}</h2>
        {movements.items.length === 0 ? (
          <p className={styles.muted}>{text.movementsEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {movements.items.map((movement) => (
              <MovementRow key={movement.id} movement={movement} />
            ))}
          </ul>
        )}
        {movements.nextLastId ? (
          <button type="button" className="button button-secondary" onClick={() => void moreMovements()}>
            {text.more}
          </button>
        ) : null}
      </section>
    </>
  );
}
