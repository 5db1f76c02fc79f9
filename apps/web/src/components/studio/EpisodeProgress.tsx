'use client';

import { studioTexts } from '@sogon/contract/messages/studio';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ProgressMeter } from './ProgressMeter.tsx';
import { percentOf } from './progress-announcer.ts';
import styles from './Studio.module.css';
import { TranscodeStatus } from './TranscodeStatus.tsx';
import { checklistSteps, type TranscodeJobStatus } from './upload-checklist.ts';
import type { UploadRun } from './use-episode-upload.ts';

const text = studioTexts.page;

/** One episode on its way: the steps so far, the upload's bar and the transcode after it. */
export function EpisodeProgress({
  run,
  withFrames,
  withScript,
  onRetry,
  onReplaceFile,
  onPause,
  onResume,
  onReset,
}: {
  run: UploadRun;
  withFrames: boolean;
  withScript: boolean;
  onRetry: () => void;
  onReplaceFile: (file: File) => void;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves here once, when the work starts, so keyboard and screen reader users follow it.
  useEffect(() => heading.current?.focus(), []);

  const announce = useCallback((percent: number) => text.uploadAnnounce(percent), []);
  // The transcode's job as TranscodeStatus sees it, so the checklist can end with 변환을 마쳤어요.
  const [job, setJob] = useState<TranscodeJobStatus>(run.content?.job?.status ?? null);
  const steps = checklistSteps(run, { withFrames, withScript, job });
  const percent = percentOf(run.sent, run.total);
  const uploading = run.step === 'upload';

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {run.content ? text.created(run.content.episodeNo, run.content.title) : text.formTitle}
      </h2>
      <ol className={styles.steps}>
        {steps.map(({ step, label, state }) => (
          <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>

      {uploading || run.step === 'transcode' ? (
        <ProgressMeter
          label={text.uploadProgress}
          percent={run.step === 'transcode' ? 100 : percent}
          announce={announce}
        />
      ) : null}

      {uploading && !run.error ? (
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={run.paused ? onResume : onPause}>
            {run.paused ? text.resume : text.pause}
          </button>
          {run.paused ? (
            <p className={styles.status} role="status">
              {text.paused}
            </p>
          ) : null}
        </div>
      ) : null}

      {run.error ? (
        <div className={styles.progressBlock}>
          <p className={styles.error} role="alert">
            {run.error}
          </p>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={onRetry}>
              {text.retryStep}
            </button>
          </div>
          {uploading ? (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-other`}>
                {text.otherFile}
              </label>
              <input
                id={`${id}-other`}
                className={styles.file}
                type="file"
                accept="audio/*,video/*"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) onReplaceFile(file);
                }}
              />
            </div>
          ) : null}
        </div>
      ) : null}

      {run.step === 'transcode' && run.content ? (
        <>
          <p className={styles.status}>{text.uploadDone}</p>
          <TranscodeStatus initial={run.content} onStatus={setJob} />
          <div className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={onReset}>
              {text.reset}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
