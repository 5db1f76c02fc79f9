'use client';

import { BOARD_CONTENT_MAX_LENGTH, BOARD_TITLE_MAX_LENGTH } from '@sogon/contract/limits';
import { boardTexts as text } from '@sogon/contract/messages/board';
import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { FormField } from '@web/components/form/FormField';
import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './Board.module.css';

export interface BoardDraft {
  title: string;
  content: string;
  isNotice: boolean;
  membersOnly: boolean;
}

type Errors = Partial<Record<'title' | 'content', string>>;

interface Props {
  heading: string;
  submitLabel: string;
  initial?: BoardDraft;
  /** Sends the trimmed post; true when it was saved. */
  onSubmit: (draft: BoardDraft) => Promise<boolean>;
  onCancel: () => void;
}

/** The channel owner's post form (글쓰기 and 수정): title, content, 공지로 등록. */
export function BoardPostForm({ heading, submitLabel, initial, onSubmit, onCancel }: Props) {
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [isNotice, setIsNotice] = useState(initial?.isNotice ?? false);
  const [membersOnly, setMembersOnly] = useState(initial?.membersOnly ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const draft = { title: title.trim(), content: content.trim(), isNotice, membersOnly };
    const found: Errors = {};
    if (!draft.title) found.title = text.titleMissing;
    if (!draft.content) found.content = text.contentMissing;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field to fix gets the focus; its message is tied to it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    // On success the parent closes the form; on failure it stays filled in for another try.
    await onSubmit(draft);
    setSending(false);
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
      <h2 id={`${id}-heading`} className={styles.formHeading}>
        {heading}
      </h2>
      <FormField label={text.title} error={errors.title} announceError={false}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            value={title}
            maxLength={BOARD_TITLE_MAX_LENGTH}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={text.content}
        hint={
          <>
            <span aria-hidden="true">{text.counter(content.length, BOARD_CONTENT_MAX_LENGTH)}</span>
            <span className="visually-hidden">
              {text.counterSpoken(content.length, BOARD_CONTENT_MAX_LENGTH)}
            </span>
          </>
        }
        hintClassName={styles.counter}
        error={errors.content}
        announceError={false}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            value={content}
            maxLength={BOARD_CONTENT_MAX_LENGTH}
            rows={6}
            required
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </FormField>
      <label className={styles.check}>
        <input type="checkbox" checked={isNotice} onChange={(event) => setIsNotice(event.target.checked)} />
        {text.markNotice}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={membersOnly}
          onChange={(event) => setMembersOnly(event.target.checked)}
        />
        {channelCommunityTexts.markMembersOnly}
      </label>
      <div className={styles.formButtons}>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {text.cancel}
        </button>
        <button type="submit" className={`button ${styles.submit}`} aria-disabled={sending || undefined}>
          {sending ? text.sending : submitLabel}
        </button>
      </div>
    </form>
  );
}
