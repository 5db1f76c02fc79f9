'use client';

import { ApiError } from '@sogon/contract/api-client';
import { opsTexts } from '@sogon/contract/messages/ops';
import { opsSiteTexts as text } from '@sogon/contract/messages/ops-site';
import type { TOpsVisibilityBody } from '@sogon/contract/schemas/ops-site';
import Link from 'next/link';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { ReasonField, useReasonField } from './ReasonField.tsx';
import type { SiteStatus } from './site-schedule.ts';

/** 노출 중 / 예약 / 종료 / 숨김 in words, never by colour alone. */
export function SiteStatusBadge({ status }: { status: SiteStatus }) {
  const tint =
    status === 'live'
      ? styles.status_active
      : status === 'hidden'
        ? styles.status_blocked
        : styles.status_exited;
  return <span className={`${styles.badge} ${tint ?? ''}`}>{text.status[status]}</span>;
}

/** The member page's component with the draft values, inert so nothing in it navigates away. */
export function PreviewBox({ children, schedule }: { children: ReactNode; schedule: string }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`} data-testid="site-preview">
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {text.preview}
      </h2>
      <p className={styles.muted}>{schedule}</p>
      <div inert className={styles.preview}>
        {children}
      </div>
    </section>
  );
}

export type ItemLoad<T> =
  | { kind: 'loading' }
  | { kind: 'done'; value: T | null }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

/** One item of an editor page: null for a new one, else loaded by id (404 → missing). */
export function useSiteItem<T>(
  id: number | null,
  get: (input: { id: number }, init: { signal: AbortSignal }) => Promise<T>,
): { load: ItemLoad<T>; retry: () => void; set: (value: T) => void } {
  const { failure } = useOperator();
  const [load, setLoad] = useState<ItemLoad<T>>(
    id === null ? { kind: 'done', value: null } : { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    get({ id }, { signal: controller.signal }).then(
      (value) => setLoad({ kind: 'done', value }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await failure(error);
        if (message === null || controller.signal.aborted) return;
        setLoad(
          error instanceof ApiError && error.status === 404
            ? { kind: 'missing' }
            : { kind: 'error', message },
        );
      },
    );
    return () => controller.abort();
  }, [id, get, failure, attempt]);

  return {
    load,
    retry: () => setAttempt((n) => n + 1),
    set: (value) => setLoad({ kind: 'done', value }),
  };
}

/** Back link, heading and the loading / missing / failed states of an editor page. */
export function EditorFrame({
  back,
  heading,
  load,
  retry,
  children,
}: {
  back?: string;
  heading: string;
  load: ItemLoad<unknown>;
  retry: () => void;
  children: () => ReactNode;
}) {
  return (
    <>
      {back ? (
        <p className={styles.back}>
          <Link href={back}>{text.back}</Link>
        </p>
      ) : null}
      <h1 className={styles.title}>{heading}</h1>
      {load.kind === 'loading' ? (
        <p role="status" className={styles.muted}>
          {opsTexts.loading}
        </p>
      ) : load.kind === 'missing' ? (
        <p role="alert" className={styles.error}>
          {text.notFound}
        </p>
      ) : load.kind === 'error' ? (
        <RetryPanel message={load.message} onRetry={retry} />
      ) : (
        children()
      )}
    </>
  );
}

/** 숨기기 / 다시 보이기 with a reason (kept in the audit log). */
export function VisibilityPanel<T extends { hiddenAt: string | null }>({
  item,
  change,
  onChange,
}: {
  item: T;
  change: (body: TOpsVisibilityBody) => Promise<T>;
  onChange: (item: T) => void;
}) {
  const id = useId();
  const { failure } = useOperator();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonField = useReasonField();
  const hidden = item.hiddenAt !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setDone('');
    const reason = reasonField.read(new FormData(form));
    if (reason === null) return;
    setBusy(true);
    setError('');
    try {
      const next = await change({ hidden: !hidden, reason });
      form.reset();
      setDone(hidden ? text.shown : text.hidden);
      onChange(next);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {hidden ? text.show : text.hide}
      </h2>
      <p role="status" className={styles.success}>
        {done}
      </p>
      <form className={styles.actionForm} onSubmit={submit} noValidate>
        <ReasonField label={hidden ? text.showReason : text.hideReason} {...reasonField.field} />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button
          type="submit"
          className={`button ${hidden ? 'button-secondary' : styles.danger}`}
          disabled={busy}
        >
          {busy ? text.saving : hidden ? text.show : text.hide}
        </button>
      </form>
    </section>
  );
}

/** The save row of an editor: the outcome (announced) and 저장. */
export function SaveRow({ busy, done, error }: { busy: boolean; done: string; error: string }) {
  return (
    <>
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <p role="status" className={styles.success}>
        {done}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? text.saving : text.save}
      </button>
    </>
  );
}
