'use client';

import { ApiError } from '@sogon/contract/api-client';
import { TIP_HEARTS_MAX, TIP_HEARTS_MIN, TIP_MESSAGE_MAX } from '@sogon/contract/limits';
import { commonTexts } from '@sogon/contract/messages/common';
import { tipTexts as text } from '@sogon/contract/messages/tips';
import { paymentsEndpoints } from '@sogon/contract/routes/payments.endpoints';
import { settlementEndpoints } from '@sogon/contract/routes/settlement.endpoints';
import { FormField } from '@web/components/form/FormField';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import modal from '@web/components/modal/Modal.module.css';
import { useModal } from '@web/components/modal/ModalProvider';
import type { ModalComponentProps } from '@web/components/modal/modal-store';
import { useShortOfHearts } from '@web/components/purchase/use-short-of-hearts';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { refreshHeartBalance } from '@web/lib/hearts/heart-balance';
import { type FormEvent, useId, useState } from 'react';
import styles from './Tip.module.css';
import { TIP_PRESETS, type TipChoice, type TipDraft, tipHearts, tipMessage } from './tip-amount.ts';

const api = {
  payments: browserApi('payments', paymentsEndpoints),
  settlement: browserApi('settlement', settlementEndpoints),
};

export interface TipDialogProps {
  channelId: number;
  channelName: string;
}

/**
 * The tip (후원) dialog: an amount (10, 50, 100 or 직접 입력), an optional message and the
 * member's hearts. 다음 asks again with the heart icon, as an unlock does; the confirmation
 * sends once with one Idempotency-Key per submission, so a double press or a retried request
 * spends nothing twice. Short of hearts, the member is sent to the charge page.
 */
export function TipDialog({ channelId, channelName, close, titleId }: TipDialogProps & ModalComponentProps) {
  const id = useId();
  const { open } = useModal();
  const shortOfHearts = useShortOfHearts();
  const { toast } = useToast();
  const balance = useApiQuery(api.payments.balance, {}, { member: true });
  const [draft, setDraft] = useState<TipDraft>({ choice: TIP_PRESETS[0], custom: '', message: '' });
  const [error, setError] = useState('');
  const have = balance.data?.total;

  const toCharge = (need: number, owned: number) =>
    shortOfHearts({ title: text.notEnoughTitle, body: text.notEnoughBody(need, owned) });

  const send = async (hearts: number, message: string, key: string) => {
    try {
      const answer = await api.settlement.tip(
        { id: channelId, body: { hearts, message } },
        { headers: { 'idempotency-key': key } },
      );
      toast(answer.hearts > 0 ? text.sent(hearts) : text.repeated, { kind: 'success' });
      void refreshHeartBalance();
    } catch (failed) {
      if (failed instanceof ApiError && failed.code === 'ERROR_HEART_NOT_ENOUGH') {
        const owned = await api.payments.balance().then(
          (now) => now.total,
          () => have ?? 0,
        );
        toCharge(hearts, owned);
      } else {
        toast(failureText(failed), { kind: 'error' });
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hearts = tipHearts(draft);
    if (hearts === null) {
      setError(text.amountInvalid(TIP_HEARTS_MIN, TIP_HEARTS_MAX));
      event.currentTarget.querySelector<HTMLElement>('[name="custom"]')?.focus();
      return;
    }
    const message = tipMessage(draft);
    close();
    if (have !== undefined && hearts > have) {
      toCharge(hearts, have);
      return;
    }
    // One key for this submission: however often 후원하기 is pressed, the tip is sent once.
    const key = crypto.randomUUID();
    let sent = false;
    open<ConfirmModalProps>({
      key: 'tip-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.confirmTitle,
        heartIcon: true,
        body: [
          text.confirmBody(channelName, hearts),
          message ? text.confirmMessage(message) : '',
          have !== undefined ? text.balance(have) : '',
        ]
          .filter(Boolean)
          .join('\n'),
        confirmLabel: text.send,
        onConfirm: () => {
          if (sent) return;
          sent = true;
          void send(hearts, message, key);
        },
      },
    });
  };

  const choose = (choice: TipChoice) => {
    setDraft((current) => ({ ...current, choice }));
    setError('');
  };

  return (
    <form className={`${modal.content} ${styles.dialog}`} onSubmit={submit} noValidate>
      <h2 id={titleId} className={modal.title}>
        {text.title(channelName)}
      </h2>
      <p className={styles.lead}>{text.lead}</p>
      <fieldset className={styles.amounts}>
        <legend className={styles.legend}>{text.amount}</legend>
        <div className={styles.choices}>
          {[...TIP_PRESETS, 'custom' as const].map((choice) => (
            <label key={choice} className={styles.choice}>
              <input
                type="radio"
                name="amount"
                value={choice}
                checked={draft.choice === choice}
                onChange={() => choose(choice)}
              />
              <span>{choice === 'custom' ? text.custom : text.preset(choice)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.choice === 'custom' ? (
        <FormField
          id={`${id}-custom`}
          label={text.customLabel}
          hint={text.customHint(TIP_HEARTS_MIN, TIP_HEARTS_MAX)}
          error={error || undefined}
        >
          {(control) => (
            <input
              {...control}
              name="custom"
              type="number"
              inputMode="numeric"
              min={TIP_HEARTS_MIN}
              max={TIP_HEARTS_MAX}
              step={1}
              className={styles.input}
              value={draft.custom}
              onChange={(event) => {
                setDraft((current) => ({ ...current, custom: event.target.value }));
                setError('');
              }}
            />
          )}
        </FormField>
      ) : null}
      <FormField
        id={`${id}-message`}
        label={text.message}
        hint={text.counter(draft.message.length, TIP_MESSAGE_MAX)}
        hintClassName={styles.counter}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={2}
            maxLength={TIP_MESSAGE_MAX}
            placeholder={text.messagePlaceholder}
            className={`${styles.input} ${styles.textarea}`}
            value={draft.message}
            onChange={(event) => setDraft((current) => ({ ...current, message: event.target.value }))}
          />
        )}
      </FormField>
      <p className={styles.balance} role="status">
        {have !== undefined ? text.balance(have) : balance.loading ? text.balanceLoading : ''}
      </p>
      <div className={modal.actions}>
        <button type="button" className="button button-secondary" onClick={close}>
          {commonTexts.cancel}
        </button>
        <button type="submit" className="button">
          {text.next}
        </button>
      </div>
    </form>
  );
}
