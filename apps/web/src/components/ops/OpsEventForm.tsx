'use client';

import { ApiError } from '@sogon/contract/api-client';
import { opsTexts } from '@sogon/contract/messages/ops';
import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import { EVENT_KINDS } from '@sogon/contract/ops-limits';
import type { TEventKind } from '@sogon/contract/schemas/events';
import type { TOpsEvent, TOpsEventBody } from '@sogon/contract/schemas/ops-events';
import { FormField } from '@web/components/form/FormField';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { OpsEventPreview } from './OpsEventPreview.tsx';
import local from './OpsEvents.module.css';
import { useOperator } from './operator-context.ts';
import { fromKstInput, kstMidnightIn, toKstInput } from './ops-events-time.ts';
import { opsMay } from './permissions.ts';
import { ReasonField } from './ReasonField.tsx';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = opsEventsTexts.eventForm;

interface Draft {
  kind: TEventKind;
  title: string;
  summary: string;
  body: string;
  bannerImg: string;
  linkUrl: string;
  playlistId: string;
  rewardHearts: string;
  streakDays: string;
  streakHearts: string;
  status: 'draft' | 'published';
  startsAt: string;
  endsAt: string;
  reason: string;
}

function draftOf(event: TOpsEvent | null): Draft {
  return {
    kind: event?.kind ?? 'promotion',
    title: event?.title ?? '',
    summary: event?.summary ?? '',
    body: event?.body ?? '',
    bannerImg: event?.bannerImg ?? '',
    linkUrl: event?.linkUrl ?? '',
    playlistId: event?.playlistId ? String(event.playlistId) : '',
    rewardHearts: String(event?.rewardHearts ?? 0),
    streakDays: String(event?.streakDays ?? 0),
    streakHearts: String(event?.streakHearts ?? 0),
    status: event?.status ?? 'draft',
    startsAt: event ? toKstInput(event.startsAt) : kstMidnightIn(1),
    endsAt: event ? toKstInput(event.endsAt) : kstMidnightIn(31),
    reason: '',
  };
}

/** A number field's value; what is not a whole number goes as it is typed and the API says why. */
const int = (value: string) => (value.trim() === '' ? 0 : Number(value));

function bodyOf(draft: Draft): TOpsEventBody {
  const attendance = draft.kind === 'attendance';
  return {
    kind: draft.kind,
    title: draft.title,
    summary: draft.summary,
    body: draft.body,
    bannerImg: draft.bannerImg,
    linkUrl: draft.linkUrl,
    playlistId: draft.kind === 'promotion' && draft.playlistId.trim() ? int(draft.playlistId) : null,
    rewardHearts: attendance ? int(draft.rewardHearts) : 0,
    streakDays: attendance ? int(draft.streakDays) : 0,
    streakHearts: attendance ? int(draft.streakHearts) : 0,
    status: draft.status,
    startsAt: fromKstInput(draft.startsAt),
    endsAt: fromKstInput(draft.endsAt),
    reason: draft.reason,
  };
}

/** /ops/events/new and /ops/events/[id]: an event's form beside its preview. */
export function OpsEventEditor({ id }: { id: number | null }) {
  if (id === null) return <EventForm event={null} />;
  return <ExistingEvent id={id} />;
}

function ExistingEvent({ id }: { id: number }) {
  const { result, retry } = useOpsAnswer(opsApi.opsEvents.event, { id });
  if (result.kind === 'done') return <EventForm key={result.value.id} event={result.value} />;
  return (
    <>
      <BackLink />
      <h1 className={styles.title}>{text.editHeading}</h1>
      {result.kind === 'loading' ? (
        <p role="status" className={styles.muted}>
          {opsTexts.loading}
        </p>
      ) : (
        <RetryPanel message={result.message} onRetry={retry} />
      )}
    </>
  );
}

function BackLink() {
  return (
    <p className={styles.back}>
      <Link href="/ops/events">{text.cancel}</Link>
    </p>
  );
}

function EventForm({ event }: { event: TOpsEvent | null }) {
  const id = useId();
  const router = useRouter();
  const { operator, failure } = useOperator();
  const editable = opsMay(operator.role, 'eventsEdit');
  const [draft, setDraft] = useState(() => draftOf(event));
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDone('');
    setDraft((before) => ({ ...before, [key]: value }));
  };

  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const body = bodyOf(draft);
      const saved = event
        ? await opsApi.opsEvents.updateEvent({ id: event.id, body })
        : await opsApi.opsEvents.createEvent({ body });
      if (!event) {
        // A new event continues on its own page.
        router.push(`/ops/events/${saved.id}`);
        return;
      }
      setDraft(draftOf(saved));
      setDone(text.saved);
    } catch (failed) {
      const message = failed instanceof ApiError ? failed.detail : await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const preview = bodyOf(draft);
  const startsAt = Date.parse(preview.startsAt);
  const endsAt = Date.parse(preview.endsAt);
  const now = Date.now();
  const card = {
    id: event?.id ?? 0,
    kind: draft.kind,
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    bannerImg: /^(https:\/\/|\/(?!\/))/.test(draft.bannerImg.trim()) ? draft.bannerImg.trim() : '',
    linkUrl: '',
    startsAt: Number.isNaN(startsAt) ? '' : new Date(startsAt).toISOString(),
    endsAt: Number.isNaN(endsAt) ? '' : new Date(endsAt).toISOString(),
    status: now < startsAt ? ('upcoming' as const) : now < endsAt ? ('ongoing' as const) : ('ended' as const),
  };

  return (
    <>
      <BackLink />
      <h1 className={styles.title}>{event ? text.editHeading : text.createHeading}</h1>
      <div className={local.layout}>
        <form className={local.form} onSubmit={submit} noValidate>
          <fieldset disabled={!editable || busy} className={local.plain}>
            <div className={local.row}>
              <FormField label={text.kind}>
                {(control) => (
                  <select
                    {...control}
                    className={styles.input}
                    value={draft.kind}
                    onChange={(change) => set('kind', change.target.value as TEventKind)}
                  >
                    {EVENT_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {opsEventsTexts.kinds[kind]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label={text.status}>
                {(control) => (
                  <select
                    {...control}
                    className={styles.input}
                    value={draft.status}
                    onChange={(change) => set('status', change.target.value as Draft['status'])}
                  >
                    <option value="published">{opsEventsTexts.visibility.published}</option>
                    <option value="draft">{opsEventsTexts.visibility.draft}</option>
                  </select>
                )}
              </FormField>
            </div>
            <FormField label={text.title}>
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  value={draft.title}
                  maxLength={200}
                  required
                  onChange={(change) => set('title', change.target.value)}
                />
              )}
            </FormField>
            <FormField label={text.summary} hint={text.summaryHint}>
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  value={draft.summary}
                  maxLength={1000}
                  onChange={(change) => set('summary', change.target.value)}
                />
              )}
            </FormField>
            <FormField label={text.body}>
              {(control) => (
                <textarea
                  {...control}
                  className={`${styles.input} ${styles.textarea}`}
                  value={draft.body}
                  rows={6}
                  maxLength={20_000}
                  onChange={(change) => set('body', change.target.value)}
                />
              )}
            </FormField>
            <div className={local.row}>
              <FormField label={text.startsAt}>
                {(control) => (
                  <input
                    {...control}
                    type="datetime-local"
                    className={styles.input}
                    value={draft.startsAt}
                    required
                    onChange={(change) => set('startsAt', change.target.value)}
                  />
                )}
              </FormField>
              <FormField label={text.endsAt}>
                {(control) => (
                  <input
                    {...control}
                    type="datetime-local"
                    className={styles.input}
                    value={draft.endsAt}
                    required
                    onChange={(change) => set('endsAt', change.target.value)}
                  />
                )}
              </FormField>
            </div>
            {draft.kind === 'attendance' ? (
              <div className={local.row}>
                <NumberField
                  label={text.rewardHearts}
                  value={draft.rewardHearts}
                  onChange={(v) => set('rewardHearts', v)}
                />
                <NumberField
                  label={text.streakDays}
                  hint={text.streakHint}
                  value={draft.streakDays}
                  onChange={(v) => set('streakDays', v)}
                />
                <NumberField
                  label={text.streakHearts}
                  value={draft.streakHearts}
                  onChange={(v) => set('streakHearts', v)}
                />
              </div>
            ) : null}
            <FormField label={text.bannerImg} hint={text.bannerHint}>
              {(control) => (
                <input
                  {...control}
                  type="url"
                  inputMode="url"
                  className={styles.input}
                  value={draft.bannerImg}
                  maxLength={1000}
                  onChange={(change) => set('bannerImg', change.target.value)}
                />
              )}
            </FormField>
            <FormField label={text.linkUrl} hint={text.linkHint}>
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  value={draft.linkUrl}
                  maxLength={1000}
                  onChange={(change) => set('linkUrl', change.target.value)}
                />
              )}
            </FormField>
            {draft.kind === 'promotion' ? (
              <NumberField
                label={text.playlistId}
                hint={text.playlistHint}
                value={draft.playlistId}
                onChange={(v) => set('playlistId', v)}
              />
            ) : null}
            {editable ? (
              <ReasonField
                label={text.reason}
                optional
                value={draft.reason}
                onChange={(change) => set('reason', change.target.value)}
              />
            ) : null}
          </fieldset>
          <p role="alert" className={styles.error}>
            {error}
          </p>
          <p role="status" className={styles.success}>
            {done}
          </p>
          {editable ? (
            <div className={local.buttons}>
              <button type="submit" className="button" disabled={busy}>
                {busy ? text.saving : text.save}
              </button>
            </div>
          ) : null}
        </form>
        <OpsEventPreview
          headingId={`${id}-preview`}
          event={{
            card,
            body: draft.body,
            rewardHearts: preview.rewardHearts ?? 0,
            streakDays: preview.streakDays ?? 0,
            streakHearts: preview.streakHearts ?? 0,
          }}
        />
      </div>
    </>
  );
}

function NumberField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} {...(hint ? { hint } : {})}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          step={1}
          min={0}
          className={styles.input}
          value={value}
          onChange={(change) => onChange(change.target.value)}
        />
      )}
    </FormField>
  );
}
