'use client';

import { ApiError } from '@sogon/contract/api-client';
import { GIFT_MESSAGE_MAX_LENGTH } from '@sogon/contract/limits';
import { giftTexts } from '@sogon/contract/messages/commerce';
import { commerceEndpoints } from '@sogon/contract/routes/commerce.endpoints';
import { FormField } from '@web/components/form/FormField';
import modal from '@web/components/modal/Modal.module.css';
import type { ModalComponentProps } from '@web/components/modal/modal-store';
import { useShortOfHearts } from '@web/components/purchase/use-short-of-hearts';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { refreshHeartBalance } from '@web/lib/hearts/heart-balance';
import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './Gift.module.css';
import { type GiftOffer, giftBody } from './gift-target.ts';

const api = { commerce: browserApi('commerce', commerceEndpoints) };

export interface GiftDialogProps {
  offer: GiftOffer;
}

/**
 * The gift (선물) dialog: the recipient's nickname, an optional message and the price; 취소
 * closes, 선물하기 sends once with one Idempotency-Key per dialog, so a double press or a retried
 * request spends nothing twice. A refusal (unknown nickname, a gift to oneself, limits) stays in
 * the dialog to be corrected; short of hearts, the member is offered the charge page.
 */
export function GiftDialog({ offer, close, titleId }: GiftDialogProps & ModalComponentProps) {
  const id = useId();
  const shortOfHearts = useShortOfHearts();
  const { toast } = useToast();
  const key = useRef(crypto.randomUUID());
  const [nickname, setNickname] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!nickname.trim()) {
      setError(giftTexts.nicknameMissing);
      event.currentTarget.querySelector<HTMLElement>('[name="nickname"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.commerce.sendGift(
        { body: giftBody(offer, nickname, message) },
        { headers: { 'idempotency-key': key.current } },
      );
      close();
      toast(giftTexts.sent, { kind: 'success' });
      void refreshHeartBalance();
    } catch (failed) {
      if (failed instanceof ApiError && failed.code === 'ERROR_HEART_NOT_ENOUGH') {
        close();
        shortOfHearts({ title: giftTexts.notEnoughTitle, body: failed.detail });
      } else {
        // A refused gift spent nothing: a corrected one may use a new key.
        key.current = crypto.randomUUID();
        setError(failureText(failed));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${modal.content} ${styles.dialog}`} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={titleId} className={modal.title}>
        {giftTexts.dialogTitle}
      </h2>
      <p className={styles.what}>{offer.title}</p>
      <FormField id={`${id}-nickname`} label={giftTexts.nickname} error={error || undefined}>
        {(control) => (
          <input
            {...control}
            name="nickname"
            autoComplete="off"
            maxLength={50}
            className={styles.input}
            value={nickname}
            onChange={(event) => {
              setNickname(event.target.value);
              setError('');
            }}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-message`}
        label={giftTexts.message}
        hint={`${[...message].length}/${GIFT_MESSAGE_MAX_LENGTH}`}
        hintClassName={styles.counter}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={2}
            maxLength={GIFT_MESSAGE_MAX_LENGTH}
            className={`${styles.input} ${styles.textarea}`}
            value={message}
            onChange={(event) => setMessage(event.target.value.replace(/[\r\n]+/g, ' '))}
          />
        )}
      </FormField>
      <p className={styles.price}>
        <span>{giftTexts.priceLabel}</span> <strong>{giftTexts.price(offer.hearts)}</strong>
      </p>
      <div className={modal.actions}>
        <button type="button" className="button button-secondary" onClick={close}>
          {giftTexts.cancel}
        </button>
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {giftTexts.send}
        </button>
      </div>
    </form>
  );
}
