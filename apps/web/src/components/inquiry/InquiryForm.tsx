'use client';

import { ApiError } from '@sogon/contract/api-client';
import { INQUIRY_BODY_MAX, INQUIRY_CATEGORIES, INQUIRY_TITLE_MAX } from '@sogon/contract/limits';
import { inquiryTexts } from '@sogon/contract/messages/inquiries';
import type { TInquiry, TInquiryBody, TInquiryCategory } from '@sogon/contract/schemas/inquiries';
import { FormField } from '@web/components/form/FormField';
import { useToast } from '@web/components/toast/ToastProvider';
import { memberOnly } from '@web/lib/api/browser';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './Inquiry.module.css';

const text = inquiryTexts.page;
type Errors = Partial<Record<'category' | 'title' | 'body', string>>;

interface Props {
  send: (body: TInquiryBody) => Promise<TInquiry>;
  onSent: (inquiry: TInquiry) => void;
}

/** 문의하기: 문의 유형, 제목, 문의 내용; it says so when sent, and the form empties for the next. */
export function InquiryForm({ send, onSent }: Props) {
  const id = useId();
  const { toast } = useToast();
  const onFailure = useFailureToast();
  const [category, setCategory] = useState<TInquiryCategory | ''>('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found: Errors = {};
    if (!category) found.category = text.categoryMissing;
    if (!title.trim()) found.title = text.titleMissing;
    if (!body.trim()) found.body = text.bodyMissing;
    setErrors(found);
    setSent(false);
    if (!category || Object.keys(found).length > 0) {
      // The first field to fix gets the focus; its message is tied to it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    try {
      const inquiry = await memberOnly(() => send({ category, title: title.trim(), body: body.trim() }));
      toast(text.sent, { kind: 'success' });
      setSent(true);
      setCategory('');
      setTitle('');
      setBody('');
      onSent(inquiry);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setErrors({ body: failure.detail });
      else onFailure(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={form}
      className={styles.form}
      aria-labelledby={`${id}-heading`}
      aria-busy={sending || undefined}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        {text.formHeading}
      </h2>
      <FormField label={text.category} error={errors.category} announceError={false}>
        {(control) => (
          <select
            {...control}
            name="category"
            className={styles.input}
            value={category}
            required
            onChange={(event) => setCategory(event.target.value as TInquiryCategory | '')}
          >
            <option value="">{text.categoryPlaceholder}</option>
            {INQUIRY_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {inquiryTexts.categories[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={text.titleLabel} error={errors.title} announceError={false}>
        {(control) => (
          <input
            {...control}
            name="title"
            className={styles.input}
            value={title}
            maxLength={INQUIRY_TITLE_MAX}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={text.bodyLabel}
        hint={text.bodyHint(INQUIRY_BODY_MAX)}
        error={errors.body}
        announceError={false}
      >
        {(control) => (
          <textarea
            {...control}
            name="body"
            className={styles.textarea}
            value={body}
            maxLength={INQUIRY_BODY_MAX}
            rows={6}
            required
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className={`button ${styles.submit}`} aria-disabled={sending || undefined}>
        {sending ? text.sending : text.submit}
      </button>
      <p className={styles.sent} role="status">
        {sent ? text.sent : ''}
      </p>
    </form>
  );
}
