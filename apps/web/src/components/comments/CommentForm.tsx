'use client';

import { COMMENT_MAX_LENGTH } from '@sogon/contract/limits';
import { commentTexts as text } from '@sogon/contract/messages/comments';
import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './Comments.module.css';
import { type CommentDraft, draftFor } from './comment-draft.ts';

interface Props {
  /** The visible label of the text box. */
  label: string;
  /** Sends the trimmed text with its Idempotency-Key; true when it was posted. */
  onSubmit: (text: string, key: string) => Promise<boolean>;
  /** A reply form opens with the focus in it and can be closed again. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A text box for a comment or a reply, with a character counter and 등록. A retry of the same
 * text after a failure sends the same Idempotency-Key, so it is posted at most once.
 */
export function CommentForm({ label, onSubmit, onCancel, autoFocus }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const draft = useRef<CommentDraft | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const trimmed = value.trim();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || sending) return;
    const attempt = draftFor(draft.current, trimmed, () => crypto.randomUUID());
    draft.current = attempt;
    setSending(true);
    const posted = await onSubmit(attempt.text, attempt.key);
    setSending(false);
    if (!posted) return;
    draft.current = null;
    setValue('');
    area.current?.focus();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={sending || undefined}>
      <label className={styles.label} htmlFor={`${id}-text`}>
        {label}
      </label>
      <textarea
        ref={area}
        id={`${id}-text`}
        className={styles.textarea}
        value={value}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={text.placeholder}
        rows={3}
        // biome-ignore lint/a11y/noAutofocus: a reply form opens because the member asked to write in it
        autoFocus={autoFocus}
        aria-describedby={`${id}-counter`}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className={styles.formFooter}>
        <span id={`${id}-counter`} className={styles.counter}>
          <span aria-hidden="true">{text.counter(value.length, COMMENT_MAX_LENGTH)}</span>
          <span className="visually-hidden">{text.counterSpoken(value.length, COMMENT_MAX_LENGTH)}</span>
        </span>
        <div className={styles.formButtons}>
          {onCancel ? (
            <button type="button" className={`button button-secondary ${styles.small}`} onClick={onCancel}>
              {text.cancel}
            </button>
          ) : null}
          <button
            type="submit"
            className={`button ${styles.small} ${styles.submit}`}
            disabled={!trimmed}
            aria-disabled={sending || undefined}
          >
            {sending ? text.sending : text.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
