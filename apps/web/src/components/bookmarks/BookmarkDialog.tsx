'use client';

import { BOOKMARK_NOTE_MAX } from '@sogon/contract/limits';
import { bookmarkTexts } from '@sogon/contract/messages/bookmarks';
import { bookmarksEndpoints } from '@sogon/contract/routes/bookmarks.endpoints';
import { FormField } from '@web/components/form/FormField';
import modal from '@web/components/modal/Modal.module.css';
import type { ModalComponentProps } from '@web/components/modal/modal-store';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useApiMutation } from '@web/lib/api/use-api-mutation';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { formatMoment } from '@web/lib/player/moment';
import { type FormEvent, useId, useState } from 'react';
import styles from './Bookmarks.module.css';

const api = {
  bookmarks: browserApi('bookmarks', bookmarksEndpoints),
};

const text = bookmarkTexts.player;

export type BookmarkDialogProps = { contentId: number; position: number };

/** 북마크: the moment, an optional note, 저장 or 취소 (Esc and the overlay cancel too). */
export function BookmarkDialog({
  contentId,
  position,
  close,
  titleId,
}: BookmarkDialogProps & ModalComponentProps) {
  const { toast } = useToast();
  const fail = useFailureToast();
  const save = useApiMutation(api.bookmarks.create, { member: true });
  const [note, setNote] = useState('');
  const leadId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.pending) return;
    try {
      await save.run({ body: { contentId, position, note: note.trim() === '' ? null : note } });
      close();
      toast(text.saved, { kind: 'success' });
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <form className={modal.content} onSubmit={(event) => void submit(event)} aria-describedby={leadId}>
      <h2 id={titleId} className={modal.title}>
        {text.dialogTitle}
      </h2>
      <p id={leadId} className={modal.body}>
        {text.at(formatMoment(position))}
      </p>
      <FormField label={text.noteLabel} hint={text.noteHint}>
        {(control) => (
          <textarea
            {...control}
            className={styles.note}
            rows={3}
            maxLength={BOOKMARK_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <div className={modal.actions}>
        <button type="button" className="button button-secondary" onClick={close}>
          {text.cancel}
        </button>
        <button type="submit" className="button" aria-disabled={save.pending || undefined}>
          {save.pending ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}
