import { formatBytes, studioTexts } from '@sogon/contract/messages/studio';
import { FormField } from '@web/components/form/FormField';
import { useId, useState } from 'react';
import { isSameFile, type PendingUpload } from './pending-upload.ts';
import styles from './Studio.module.css';

const text = studioTexts.page;

/** An upload a reload interrupted: picking the same file again goes on where it stopped. */
export function PendingPanel({
  pending,
  onResume,
  onDiscard,
}: {
  pending: PendingUpload;
  onResume: (file: File) => void;
  onDiscard: () => void;
}) {
  const id = useId();
  const [error, setError] = useState('');
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.pendingTitle}</h2>
      <p className={styles.notice}>
        {text.pendingBody(pending.title, pending.fileName, formatBytes(pending.fileSize))}
      </p>
      <FormField label={text.pendingPick} error={error}>
        {(control) => (
          <input
            {...control}
            className={styles.file}
            type="file"
            accept="audio/*,video/*"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              if (!isSameFile(pending, file)) {
                setError(text.pendingWrongFile(pending.fileName));
                return;
              }
              setError('');
              onResume(file);
            }}
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onDiscard}>
          {text.pendingDiscard}
        </button>
      </div>
    </section>
  );
}
