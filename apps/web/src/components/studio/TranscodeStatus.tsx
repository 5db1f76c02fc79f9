'use client';

import { STUDIO_POLL_MS } from '@sogon/contract/limits';
import { studioTexts } from '@sogon/contract/messages/studio';
import { studioEndpoints } from '@sogon/contract/routes/studio.endpoints';
import type { TMediaJob } from '@sogon/contract/schemas/media';
import type { TStudioContent } from '@sogon/contract/schemas/studio';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useApiMutation } from '@web/lib/api/use-api-mutation';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { ProgressMeter } from './ProgressMeter.tsx';
import { percentOf } from './progress-announcer.ts';
import styles from './Studio.module.css';

const api = {
  studio: browserApi('studio', studioEndpoints),
};

const text = studioTexts.page;

function finished(job: TMediaJob | null): boolean {
  return job?.status === 'done' || job?.status === 'failed';
}

function statusLine(job: TMediaJob | null): string {
  if (!job || job.status === 'queued') return text.transcodeQueued;
  if (job.status === 'running') return text.transcodeRunning(percentOf(job.progress, 1));
  if (job.status === 'done') return text.transcodeDone;
  return text.transcodeFailed(job.error);
}

/** The announced state: it changes when the job does, not with every progress poll. */
function stateLine(job: TMediaJob | null): string {
  return job?.status === 'running' ? text.transcodeStarted : statusLine(job);
}

/**
 * The transcode of an uploaded episode, asked for every 2 s until it is done or failed; a
 * failed one can be queued again (재시도), a done one links to the episode. `onStatus` hears
 * each change of the job's status (null before there is a job).
 */
export function TranscodeStatus({
  initial,
  onStatus,
}: {
  initial: TStudioContent;
  onStatus?: (status: TMediaJob['status'] | null) => void;
}) {
  const [content, setContent] = useState(initial);
  const [round, setRound] = useState(0);
  const retryJob = useApiMutation(api.studio.retry);
  const busy = retryJob.pending;
  const [error, setError] = useState('');
  const job = content.job;
  const done = finished(job);
  const status = job?.status ?? null;

  useEffect(() => {
    onStatus?.(status);
  }, [status, onStatus]);

  useEffect(() => {
    if (done) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await api.studio.content({ id: initial.id });
        if (stopped) return;
        setContent(next);
        if (finished(next.job)) return;
      } catch {
        // A missed poll (a network blip) is tried again on the next tick.
      }
      if (!stopped) timer = setTimeout(poll, STUDIO_POLL_MS);
    };
    timer = setTimeout(poll, STUDIO_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [initial.id, done]);

  const announce = useCallback((percent: number) => text.transcodeRunning(percent), []);

  const retry = async () => {
    if (!job || busy) return;
    setError('');
    try {
      const queued = await retryJob.run({ id: job.id });
      setContent((current) => ({ ...current, job: queued }));
      setRound((value) => value + 1);
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <div className={styles.progressBlock}>
      <ProgressMeter
        key={`${job?.id ?? 'none'}-${round}`}
        label={text.transcode}
        percent={job?.status === 'done' ? 100 : percentOf(job?.progress ?? 0, 1)}
        announce={announce}
      />
      <p className={styles.status}>{statusLine(job)}</p>
      <p className="visually-hidden" role="status">
        {stateLine(job)}
      </p>
      {job?.status === 'failed' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            onClick={() => void retry()}
          >
            {text.retry}
          </button>
        </div>
      ) : null}
      {job?.status === 'done' ? (
        <div className={styles.actions}>
          <Link className="button" href={`/playlist/${content.playlistId}/${content.id}`}>
            {text.openEpisode}
          </Link>
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
