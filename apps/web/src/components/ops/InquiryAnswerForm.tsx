'use client';

import { ApiError } from '@sogon/contract/api-client';
import { INQUIRY_ANSWER_MAX } from '@sogon/contract/limits';
import { inquiryTexts } from '@sogon/contract/messages/inquiries';
import type { TOpsInquiry } from '@sogon/contract/schemas/inquiries';
import { useToast } from '@web/components/toast/ToastProvider';
import { opsApi } from '@web/lib/api/ops';
import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';

const text = inquiryTexts.ops;

/** The answer to one waiting inquiry: once sent, the inquiry shows it (and says so in a toast). */
export function InquiryAnswerForm({
  inquiry,
  onAnswered,
}: {
  inquiry: TOpsInquiry;
  onAnswered: (next: TOpsInquiry) => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const { failure } = useOperator();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!answer.trim()) {
      setError(text.answerMissing);
      field.current?.focus();
      return;
    }
    setSending(true);
    setError('');
    try {
      const next = await opsApi.opsInquiries.answer({ id: inquiry.id, body: { answer: answer.trim() } });
      toast(text.answered, { kind: 'success' });
      onAnswered(next);
    } catch (caught) {
      const message =
        caught instanceof ApiError && [400, 404, 409].includes(caught.status)
          ? caught.detail
          : await failure(caught);
      if (message !== null) setError(message);
      setSending(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <form className={styles.inquiryForm} noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-answer`} className={styles.label}>
        {text.answerLabel(inquiry.title)}
      </label>
      <textarea
        ref={field}
        id={`${id}-answer`}
        name="answer"
        className={`${styles.input} ${styles.textarea}`}
        value={answer}
        maxLength={INQUIRY_ANSWER_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setAnswer(event.target.value);
          if (error) setError('');
        }}
      />
      <p id={errorId} className={styles.error} role="alert">
        {error}
      </p>
      <button type="submit" className="button" aria-disabled={sending || undefined}>
        {sending ? text.sending : text.submit}
      </button>
    </form>
  );
}
