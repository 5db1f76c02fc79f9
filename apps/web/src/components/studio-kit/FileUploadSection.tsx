'use client';

import studio from '@web/components/studio/Studio.module.css';
import type { ReactNode } from 'react';
import { FileField } from './Fields.tsx';
import { DoneStatus, ErrorAlert } from './StatusParts.tsx';
import type { FileSend } from './use-studio-action.ts';

/**
 * A studio section that sends one file (a cover, a script): heading, what is there now, the
 * file chooser, the send button with its success status, and the failure.
 */
export function FileUploadSection({
  headingId,
  title,
  current,
  label,
  hint,
  accept,
  buttonLabel,
  send,
}: {
  headingId: string;
  title: string;
  /** What the section holds now (the cover, the script's line count). */
  current?: ReactNode;
  label: string;
  hint?: string;
  accept: string;
  buttonLabel: string;
  /** The chosen file and the send's state (useFileSend). */
  send: Pick<FileSend, 'busy' | 'done' | 'error' | 'setFile' | 'upload'>;
}) {
  const { busy, done, error } = send;
  return (
    <section className={studio.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {current}
      <FileField label={label} hint={hint} accept={accept} onFile={send.setFile} />
      <div className={studio.actions}>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={busy || undefined}
          onClick={send.upload}
        >
          {buttonLabel}
        </button>
        <DoneStatus done={done} />
      </div>
      <ErrorAlert error={error} />
    </section>
  );
}
