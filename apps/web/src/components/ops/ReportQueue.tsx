'use client';

import { moderationTexts } from '@sogon/contract/messages/ops-moderation';
import { reportTexts } from '@sogon/contract/messages/reports';
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  type TContentState,
  type TReportStatus,
  type TReportTargetType,
} from '@sogon/contract/moderation';
import type { TOpsReportGroup } from '@sogon/contract/schemas/ops-moderation';
import { opsApi } from '@web/lib/api/ops';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { formatOpsTime } from './format.ts';
import { ListCount, RetryPanel } from './ListParts.tsx';
import styles from './Moderation.module.css';
import ops from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { ReasonField, useReasonField } from './ReasonField.tsx';
import { useOpsList } from './use-ops-list.ts';

const text = moderationTexts.reports;
const LIMIT = 100;

const statusOf = (raw: string | null): TReportStatus =>
  REPORT_STATUSES.find((status) => status === raw) ?? 'open';
const typeOf = (raw: string | null): TReportTargetType | undefined =>
  REPORT_TARGET_TYPES.find((type) => type === raw);

/** A target's state in words (공개 중, 숨김, 삭제됨), never by colour alone. */
export function ContentStateBadge({ state }: { state: TContentState }) {
  return (
    <span className={`${ops.badge} ${styles[`state_${state}`] ?? ''}`}>{moderationTexts.states[state]}</span>
  );
}

/** 신고: the queue grouped by target, oldest open first; 숨기기 in one click, 기각 with a reason. */
export function ReportQueue() {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const status = statusOf(params.get('status'));
  const type = typeOf(params.get('type'));
  const { result, retry } = useOpsList(opsApi.opsModeration.reports, { status, type, limit: LIMIT });
  const [done, setDone] = useState('');
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const pickedStatus = statusOf(String(data.get('status') ?? ''));
    const pickedType = typeOf(String(data.get('type') ?? ''));
    if (pickedStatus !== 'open') next.set('status', pickedStatus);
    if (pickedType) next.set('type', pickedType);
    const search = next.toString();
    setDone('');
    if (search === params.toString()) retry();
    else router.push(search ? `${pathname}?${search}` : pathname);
  };

  const rows =
    result.kind === 'done' ? result.value.filter((row) => !handled.has(`${row.type}:${row.id}`)) : [];

  return (
    <>
      <h1 className={ops.title}>{text.heading}</h1>
      <form className={ops.searchForm} onSubmit={submit} key={`${status}|${type ?? ''}`}>
        <div className={ops.filterField}>
          <label htmlFor={`${id}-status`} className={ops.label}>
            {text.statusFilter}
          </label>
          <select id={`${id}-status`} name="status" className={ops.input} defaultValue={status}>
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {moderationTexts.status[value]}
              </option>
            ))}
          </select>
        </div>
        <div className={ops.filterField}>
          <label htmlFor={`${id}-type`} className={ops.label}>
            {text.typeFilter}
          </label>
          <select id={`${id}-type`} name="type" className={ops.input} defaultValue={type ?? ''}>
            <option value="">{text.typeAll}</option>
            {REPORT_TARGET_TYPES.map((value) => (
              <option key={value} value={value}>
                {moderationTexts.types[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`button ${ops.searchButton}`}>
          {text.apply}
        </button>
      </form>
      <p role="status" className={ops.success}>
        {done}
      </p>
      <ListCount kind={result.kind} rows={rows.length} empty={text.empty} count={text.count} />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {rows.length > 0 ? (
        <ul className={styles.list} aria-label={text.listLabel}>
          {rows.map((row) => (
            <ReportCard
              key={`${row.type}:${row.id}`}
              group={row}
              onDone={(message) => {
                setDone(message);
                setHandled((before) => new Set(before).add(`${row.type}:${row.id}`));
              }}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function ReportCard({ group, onDone }: { group: TOpsReportGroup; onDone: (message: string) => void }) {
  const id = useId();
  const { failure } = useOperator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [dismissing, setDismissing] = useState(false);
  const reasonField = useReasonField();
  const typeName = moderationTexts.types[group.type];
  const reasons = REPORT_REASONS.filter((reason) => group.reasons[reason] > 0);

  const run = async (call: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError('');
    try {
      await call();
      onDone(message);
    } catch (failed) {
      const shown = await failure(failed);
      if (shown !== null) setError(shown);
      setBusy(false);
    }
  };

  const hide = () =>
    void run(
      () => opsApi.opsModeration.hideReported({ type: group.type, id: group.id, body: {} }),
      text.hidden,
    );

  const dismiss = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = reasonField.read(new FormData(event.currentTarget));
    if (reason === null) return;
    void run(
      () => opsApi.opsModeration.dismissReported({ type: group.type, id: group.id, body: { reason } }),
      text.dismissed,
    );
  };

  return (
    <li className={styles.card} aria-labelledby={`${id}-head`}>
      <h2 id={`${id}-head`} className={styles.cardHead}>
        <span>{text.target(typeName, group.id)}</span>
        <ContentStateBadge state={group.state} />
        <span className={ops.badge}>{moderationTexts.status[group.status]}</span>
      </h2>
      <div className={styles.preview}>
        {group.preview.thumbnailUrl ? (
          // biome-ignore lint/performance/noImgElement: a small preview from /media
          <img className={styles.thumb} src={group.preview.thumbnailUrl} alt="" width={72} height={72} />
        ) : null}
        <p className={styles.excerpt}>
          {group.preview.title ? <span className={styles.excerptTitle}>{group.preview.title}</span> : null}
          {group.preview.excerpt || (group.preview.title ? '' : text.noText)}
        </p>
      </div>
      <ul className={styles.meta}>
        <li>
          {group.author ? text.author(`${group.author.username} (#${group.author.id})`) : text.noAuthor}
        </li>
        <li>
          <strong>{text.reporters(group.reporters)}</strong>
        </li>
        {reasons.map((reason) => (
          <li key={reason}>{text.reasonCount(reportTexts.reasons[reason], group.reasons[reason])}</li>
        ))}
        <li>
          <time dateTime={group.firstReportedAt}>{text.firstAt(formatOpsTime(group.firstReportedAt))}</time>
        </li>
        <li>
          <time dateTime={group.lastReportedAt}>{text.lastAt(formatOpsTime(group.lastReportedAt))}</time>
        </li>
        {group.resolvedAt ? <li>{text.resolvedAt(formatOpsTime(group.resolvedAt))}</li> : null}
        {group.resolution ? <li>{text.resolution(group.resolution)}</li> : null}
      </ul>
      {group.notes.length > 0 ? (
        <div>
          <h3 className={ops.label}>{text.notes}</h3>
          <ul className={styles.notes}>
            {group.notes.map((note, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: notes are plain text and may repeat
              <li key={index}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {group.preview.sitePath ? (
        <a className={styles.link} href={group.preview.sitePath} target="_blank" rel="noreferrer">
          {text.openOnSite}
        </a>
      ) : null}
      <p role="alert" className={ops.error}>
        {error}
      </p>
      {group.status === 'open' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={`button ${ops.danger}`}
            aria-label={text.hideLabel(typeName, group.id)}
            disabled={busy}
            onClick={hide}
          >
            {busy ? text.working : text.hide}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-label={text.dismissLabel(typeName, group.id)}
            aria-expanded={dismissing}
            aria-controls={`${id}-dismiss`}
            disabled={busy}
            onClick={() => {
              setDismissing((open) => !open);
              setTimeout(() => reasonField.ref.current?.focus(), 0);
            }}
          >
            {text.dismiss}
          </button>
          <form
            id={`${id}-dismiss`}
            className={styles.inlineForm}
            hidden={!dismissing}
            onSubmit={dismiss}
            noValidate
          >
            <ReasonField label={text.dismissReason} {...reasonField.field} />
            <div className={styles.actions}>
              <button type="submit" className="button" disabled={busy}>
                {text.dismissSubmit}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setDismissing(false)}>
                {text.cancel}
              </button>
            </div>
          </form>
        </div>
      ) : null}
    </li>
  );
}
