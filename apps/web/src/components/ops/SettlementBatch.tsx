'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import type { TPayoutBatch, TPayoutBatchDetail } from '@sogon/contract/schemas/settlement';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatOpsTime } from './format.ts';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { isOtpCode, OtpField } from './OtpField.tsx';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = settlementTexts.ops;
const won = settlementTexts.studio.won;

type Step = 'approve' | 'paid';

/**
 * 승인 or 지급 완료 of a month: a fresh authenticator code, a confirmation, then the call; the
 * batch's new status comes back to the page.
 */
function BatchAction({
  step,
  month,
  onDone,
}: {
  step: Step;
  month: string;
  onDone: (batch: TPayoutBatch) => void;
}) {
  const id = useId();
  const { failure } = useOperator();
  const { open } = useModal();
  const form = useRef<HTMLFormElement>(null);
  const [otpError, setOtpError] = useState<string | undefined>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (otp: string) => {
    setBusy(true);
    setError('');
    try {
      const call = step === 'approve' ? opsApi.settlement.approve : opsApi.settlement.paid;
      const batch = await call({ month, body: { otp } });
      form.current?.reset();
      onDone(batch);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '').trim();
    if (!isOtpCode(otp)) {
      setOtpError(text.otpInvalid);
      form.current?.querySelector<HTMLElement>('[name="otp"]')?.focus();
      return;
    }
    setOtpError(undefined);
    open<ConfirmModalProps>({
      key: `ops-settlement-${step}`,
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: step === 'approve' ? text.approveConfirm(month) : text.paidConfirm(month),
        body: step === 'approve' ? text.approveRule : text.paidRule,
        confirmLabel: step === 'approve' ? text.approve : text.markPaid,
        onConfirm: () => void run(otp),
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {step === 'approve' ? text.approveHeading : text.paidHeading}
      </h2>
      <p className={styles.muted}>{step === 'approve' ? text.approveRule : text.paidRule}</p>
      <form ref={form} className={styles.actionForm} onSubmit={submit} noValidate>
        <OtpField label={text.otp} error={otpError} />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? text.working : step === 'approve' ? text.approve : text.markPaid}
        </button>
      </form>
    </section>
  );
}

/** 정산 of one month: its batch, every statement, and 승인 / 이체 파일 / 지급 완료 for finance. */
export function SettlementBatch({ month }: { month: string }) {
  const { operator } = useOperator();
  const { result, retry } = useOpsAnswer(opsApi.settlement.batch, { month });
  const [batch, setBatch] = useState<TPayoutBatchDetail | null>(null);
  const [done, setDone] = useState('');
  useEffect(() => {
    if (result.kind === 'done') setBatch(result.value);
  }, [result]);
  const mayApprove = opsMay(operator.role, 'settlementsApprove');

  const back = (
    <p className={styles.back}>
      <Link href="/ops/settlements">{text.back}</Link>
    </p>
  );
  if (!batch) {
    return (
      <>
        {back}
        <h1 className={styles.title}>{text.monthHeading(month)}</h1>
        {result.kind === 'error' ? (
          <RetryPanel message={result.message} onRetry={retry} />
        ) : (
          <p role="status" className={styles.muted}>
            {opsTexts.loading}
          </p>
        )}
      </>
    );
  }

  const changed = (next: TPayoutBatch, message: string) => {
    setBatch((current) =>
      current
        ? {
            ...current,
            ...next,
            statementsList: current.statementsList.map((row) => ({ ...row, batchStatus: next.status })),
          }
        : current,
    );
    setDone(message);
  };

  const facts: Array<[string, string]> = [
    [text.status, settlementTexts.statements.batch[batch.status]],
    [text.statements, text.total(batch.statements, batch.payable)],
    [text.netWon, won(batch.netWon)],
    [text.approvedAt, batch.approvedAt ? formatOpsTime(batch.approvedAt) : '—'],
    [text.paidAt, batch.paidAt ? formatOpsTime(batch.paidAt) : '—'],
  ];

  return (
    <>
      {back}
      <h1 className={styles.title}>{text.monthHeading(batch.month)}</h1>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.section}>
        <p role="status" className={styles.success}>
          {done}
        </p>
        {batch.status !== 'pending' ? (
          <p className={styles.back}>
            <a
              href={`/api/live/ops/settlements/${batch.month}/transfers.csv`}
              className="button button-secondary"
              download
            >
              {text.csv}
            </a>
          </p>
        ) : null}
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{text.monthHeading(batch.month)}</caption>
            <thead>
              <tr>
                <th scope="col">{text.channel}</th>
                <th scope="col" className={styles.num}>
                  {text.sales}
                </th>
                <th scope="col" className={styles.num}>
                  {text.creatorWon}
                </th>
                <th scope="col" className={styles.num}>
                  {text.carriedIn}
                </th>
                <th scope="col" className={styles.num}>
                  {text.tax}
                </th>
                <th scope="col" className={styles.num}>
                  {text.net}
                </th>
                <th scope="col">{text.statementStatus}</th>
                <th scope="col">{text.account}</th>
              </tr>
            </thead>
            <tbody>
              {batch.statementsList.map((row) => (
                <tr key={row.channelId}>
                  <th scope="row" className={styles.rowHeader}>
                    <Link
                      href={`/ops/channels/${row.channelId}/contract`}
                      aria-label={text.contractLink(row.channelName)}
                    >
                      {row.channelName}
                    </Link>
                  </th>
                  <td className={styles.num}>{won(row.paidWon + row.bonusWon)}</td>
                  <td className={styles.num}>
                    {won(row.creatorWon)} ({settlementTexts.studio.percent(row.shareBp)})
                  </td>
                  <td className={styles.num}>{won(row.carriedIn)}</td>
                  <td className={styles.num}>
                    {row.creatorType === 'individual'
                      ? won(-(row.incomeTax + row.localTax))
                      : `+${won(row.vatAdded)}`}
                  </td>
                  <td className={styles.num}>{won(row.netWon)}</td>
                  <td>
                    {settlementTexts.statuses[row.status]}
                    {row.holdReason ? (
                      <span className={styles.muted}> · {settlementTexts.holdReasons[row.holdReason]}</span>
                    ) : null}
                  </td>
                  <td>{row.account || text.noAccount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {!mayApprove ? (
        <p className={styles.muted}>{text.readOnly}</p>
      ) : batch.status === 'pending' ? (
        <BatchAction step="approve" month={batch.month} onDone={(next) => changed(next, text.approved)} />
      ) : batch.status === 'approved' ? (
        <BatchAction step="paid" month={batch.month} onDone={(next) => changed(next, text.paidDone)} />
      ) : null}
    </>
  );
}
