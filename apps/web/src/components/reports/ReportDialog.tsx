'use client';

import { reportTexts as text } from '@sogon/contract/messages/reports';
import {
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  type TReportReason,
  type TReportTargetType,
} from '@sogon/contract/moderation';
import { reportsEndpoints } from '@sogon/contract/routes/reports.endpoints';
import { FormField } from '@web/components/form/FormField';
import modal from '@web/components/modal/Modal.module.css';
import type { ModalComponentProps } from '@web/components/modal/modal-store';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useApiMutation } from '@web/lib/api/use-api-mutation';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './Report.module.css';

const api = {
  reports: browserApi('reports', reportsEndpoints),
};

export type ReportModalProps = { targetType: TReportTargetType; targetId: number };

/** 신고하기: a reason (radio group), optional words, then a toast 신고가 접수되었어요. */
export function ReportDialog({
  targetType,
  targetId,
  close,
  titleId,
}: ReportModalProps & ModalComponentProps) {
  const { toast } = useToast();
  const fail = useFailureToast();
  const send = useApiMutation(api.reports.create, { member: true });
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const firstReason = useRef<HTMLInputElement>(null);
  const leadId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.pending) return;
    if (!reason) {
      setError(text.reasonRequired);
      firstReason.current?.focus();
      return;
    }
    try {
      await send.run({ body: { targetType, targetId, reason, detail: detail.trim() } });
      close();
      toast(text.done, { kind: 'success' });
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <form
      className={modal.content}
      onSubmit={(event) => void submit(event)}
      aria-describedby={leadId}
      noValidate
    >
      <h2 id={titleId} className={modal.title}>
        {text.dialogTitle}
      </h2>
      <p id={leadId} className={modal.body}>
        {text.dialogLead}
      </p>
      <fieldset
        className={styles.reasons}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className={styles.legend}>{text.reasonsLegend}</legend>
        {REPORT_REASONS.map((value, index) => (
          <label key={value} className={styles.reason}>
            <input
              ref={index === 0 ? firstReason : undefined}
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setError(undefined);
              }}
            />
            <span>{text.reasons[value]}</span>
          </label>
        ))}
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <FormField label={text.detailLabel} hint={text.detailHint(REPORT_DETAIL_MAX)}>
        {(control) => (
          <textarea
            {...control}
            className={styles.detail}
            rows={3}
            maxLength={REPORT_DETAIL_MAX}
            value={detail}
            onChange={(event) => setDetail(event.target.value)}
          />
        )}
      </FormField>
      <div className={modal.actions}>
        <button type="button" className="button button-secondary" onClick={close}>
          {text.cancel}
        </button>
        <button type="submit" className="button" aria-disabled={send.pending || undefined}>
          {send.pending ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  );
}
