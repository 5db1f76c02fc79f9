'use client';

import { opsPassTexts as text } from '@sogon/contract/messages/commerce';
import type { TOpsPassPool } from '@sogon/contract/schemas/commerce';
import { ScrollRegion } from '@web/components/a11y/ScrollRegion';
import { FormField } from '@web/components/form/FormField';
import { opsApi } from '@web/lib/api/ops';
import { type FormEvent, useId, useState } from 'react';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import own from './PassPools.module.css';
import { bodyOf, type Draft, draftOf, EMPTY } from './pass-pool-form.ts';
import { opsMay } from './permissions.ts';
import { useOpsAnswer } from './use-ops-answer.ts';

/** /ops/passes: the daily free pass pools, their KST schedule and playlists; operators edit them. */
export function PassPools() {
  const { operator } = useOperator();
  const editable = opsMay(operator.role, 'contentEdit');
  const { result, retry } = useOpsAnswer(opsApi.commerce.opsPassPools, {});
  const [editing, setEditing] = useState<TOpsPassPool | 'new' | null>(null);
  const [pools, setPools] = useState<TOpsPassPool[] | null>(null);
  const [done, setDone] = useState('');
  const shown = pools ?? (result.kind === 'done' ? result.value : null);

  const saved = (pool: TOpsPassPool, created: boolean) => {
    const current = shown ?? [];
    setPools(created ? [...current, pool] : current.map((item) => (item.id === pool.id ? pool : item)));
    setEditing(null);
    setDone(created ? text.created : text.saved);
  };

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <p className={styles.muted}>{text.lead}</p>
      {editable ? null : <p className={styles.muted}>{text.readOnly}</p>}
      <p role="status" className={styles.success}>
        {done}
      </p>
      {result.kind === 'loading' ? <p className={styles.muted}>…</p> : null}
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {shown && shown.length === 0 ? <p>{text.empty}</p> : null}
      {shown && shown.length > 0 ? (
        <ScrollRegion className={styles.tableWrap} label={text.heading}>
          <table className={styles.table}>
            <thead>
              <tr>
                {Object.values(text.columns).map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((pool) => (
                <tr key={pool.id}>
                  <td>{pool.name}</td>
                  <td>{pool.active ? text.active : text.inactive}</td>
                  <td>{pool.grantTimes.join(', ')}</td>
                  <td>{text.ticketsLine(pool.ticketsPerGrant, pool.maxTickets)}</td>
                  <td>{text.hours(pool.ticketHours)}</td>
                  <td>{pool.playlists.map((playlist) => `${playlist.id} ${playlist.title}`).join(', ')}</td>
                  <td>
                    {editable ? (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={text.editing(pool.name)}
                        onClick={() => {
                          setDone('');
                          setEditing(pool);
                        }}
                      >
                        {text.edit}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {editable && editing === null ? (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setDone('');
              setEditing('new');
            }}
          >
            {text.create}
          </button>
        </p>
      ) : null}
      {editable && editing !== null ? (
        <PoolForm
          key={editing === 'new' ? 'new' : editing.id}
          pool={editing === 'new' ? null : editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

function PoolForm({
  pool,
  onSaved,
  onCancel,
}: {
  pool: TOpsPassPool | null;
  onSaved: (pool: TOpsPassPool, created: boolean) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { failure } = useOperator();
  const [draft, setDraft] = useState<Draft>(pool ? draftOf(pool) : EMPTY);
  const [invalid, setInvalid] = useState<{ field: keyof Draft; message: string } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft, value: string | boolean) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setInvalid(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = bodyOf(draft);
    if ('field' in checked) {
      setInvalid(checked);
      form.querySelector<HTMLElement>(`[name="${checked.field}"]`)?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const savedPool = pool
        ? await opsApi.commerce.opsUpdatePassPool({ id: pool.id, body: checked.body })
        : await opsApi.commerce.opsCreatePassPool({ body: checked.body });
      onSaved(savedPool, pool === null);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const numberField = (key: 'ticketsPerGrant' | 'maxTickets' | 'ticketHours', max: number) => (
    <FormField id={`${id}-${key}`} label={text.fields[key]}>
      {(control) => (
        <input
          {...control}
          name={key}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          className={styles.input}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {pool ? text.editing(pool.name) : text.creating}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.editor}>
          <FormField id={`${id}-name`} label={text.fields.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                maxLength={50}
                required
                className={styles.input}
                value={draft.name}
                onChange={(event) => set('name', event.target.value)}
              />
            )}
          </FormField>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="active"
              checked={draft.active}
              onChange={(event) => set('active', event.target.checked)}
            />{' '}
            {text.fields.active}
          </label>
          <FormField
            id={`${id}-grantTimes`}
            label={text.fields.grantTimes}
            error={invalid?.field === 'grantTimes' ? invalid.message : undefined}
            announceError={false}
          >
            {(control) => (
              <input
                {...control}
                name="grantTimes"
                className={styles.input}
                value={draft.grantTimes}
                onChange={(event) => set('grantTimes', event.target.value)}
              />
            )}
          </FormField>
          {numberField('ticketsPerGrant', 10)}
          {numberField('maxTickets', 50)}
          {numberField('ticketHours', 720)}
          <FormField
            id={`${id}-playlistIds`}
            label={text.fields.playlistIds}
            error={invalid?.field === 'playlistIds' ? invalid.message : undefined}
            announceError={false}
          >
            {(control) => (
              <input
                {...control}
                name="playlistIds"
                inputMode="numeric"
                className={styles.input}
                value={draft.playlistIds}
                onChange={(event) => set('playlistIds', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <div className={own.actions}>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {text.cancel}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {busy ? text.saving : text.save}
          </button>
        </div>
      </form>
    </section>
  );
}
