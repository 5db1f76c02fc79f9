'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import { opsOperatorsTexts as text } from '@sogon/contract/messages/ops-operators';
import { OPS_ROLES, type TOpsRole } from '@sogon/contract/ops-access';
import type { TOperatorAccount, TOperatorCreated } from '@sogon/contract/schemas/ops-operators';
import { opsApi } from '@web/lib/api/ops';
import { type FormEvent, useId, useState } from 'react';
import { formatOpsTime } from './format.ts';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { ReasonField, useReasonField } from './ReasonField.tsx';
import { useOpsAnswer } from './use-ops-answer.ts';

/** 운영자 관리: every operator account, a new one (first credentials shown once), role and standing. */
export function OperatorAccounts() {
  const { result, retry } = useOpsAnswer(opsApi.ops.operators, {});
  const captionId = useId();
  const { operator: me } = useOperator();

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <p className={styles.muted}>{text.intro}</p>
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'loading' ? <p role="status">{opsTexts.loading}</p> : null}
      {result.kind === 'done' ? (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard */}
          <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
            <table className={styles.table}>
              <caption id={captionId} className="visually-hidden">
                {text.caption}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{text.columns.email}</th>
                  <th scope="col">{text.columns.name}</th>
                  <th scope="col">{text.columns.role}</th>
                  <th scope="col">{text.columns.standing}</th>
                  <th scope="col">{text.columns.lastSignIn}</th>
                  <th scope="col">{text.columns.createdAt}</th>
                </tr>
              </thead>
              <tbody>
                {result.value.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      {row.email} {row.id === me.id ? text.you : null}
                    </th>
                    <td>{row.name}</td>
                    <td>{opsTexts.roles[row.role]}</td>
                    <td>{row.disabledAt ? text.disabled : text.active}</td>
                    <td>{row.lastSignInAt ? formatOpsTime(row.lastSignInAt) : text.never}</td>
                    <td>{formatOpsTime(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <ChangeOperator accounts={result.value.filter((row) => row.id !== me.id)} onDone={retry} />
          <CreateOperator onDone={retry} />
        </>
      ) : null}
    </>
  );
}

function RoleOptions() {
  return OPS_ROLES.map((role) => (
    <option key={role} value={role}>
      {opsTexts.roles[role]}
    </option>
  ));
}

function CreateOperator({ onDone }: { onDone: () => void }) {
  const id = useId();
  const { failure } = useOperator();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<TOperatorCreated | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      email: String(data.get('email') ?? '').trim(),
      name: String(data.get('name') ?? '').trim(),
      role: String(data.get('role')) as TOpsRole,
      otp: String(data.get('otp') ?? '').trim(),
    };
    if (!body.email.includes('@') || !body.name || !/^\d{6}$/.test(body.otp)) {
      setError(text.create.invalid);
      return;
    }
    setBusy(true);
    setError('');
    try {
      setCreated(await opsApi.ops.createOperator({ body }));
      form.reset();
      onDone();
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
        {text.create.heading}
      </h2>
      {created ? (
        <div role="status" className={styles.facts}>
          <h3 className={styles.subtitle}>{text.created.heading}</h3>
          <p className={styles.error}>{text.created.warning}</p>
          <dl>
            <dt>{text.columns.email}</dt>
            <dd>{created.operator.email}</dd>
            <dt>{text.created.password}</dt>
            <dd>
              <code>{created.password}</code>
            </dd>
            <dt>{text.created.secret}</dt>
            <dd>
              <code>{created.totpSecret}</code>
            </dd>
            <dt>{text.created.uri}</dt>
            <dd className={styles.wrapCell}>
              <code>{created.otpauth}</code>
            </dd>
          </dl>
          <button type="button" className="button button-secondary" onClick={() => setCreated(null)}>
            {text.created.done}
          </button>
        </div>
      ) : null}
      <form className={styles.actionForm} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-email`} className={styles.label}>
          {text.create.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          className={styles.input}
        />
        <label htmlFor={`${id}-name`} className={styles.label}>
          {text.create.name}
        </label>
        <input id={`${id}-name`} name="name" required maxLength={40} className={styles.input} />
        <label htmlFor={`${id}-role`} className={styles.label}>
          {text.create.role}
        </label>
        <select id={`${id}-role`} name="role" className={styles.input} defaultValue="support">
          <RoleOptions />
        </select>
        <label htmlFor={`${id}-otp`} className={styles.label}>
          {text.create.otp}
        </label>
        <input
          id={`${id}-otp`}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          className={styles.input}
        />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? text.create.working : text.create.submit}
        </button>
      </form>
    </section>
  );
}

function ChangeOperator({ accounts, onDone }: { accounts: TOperatorAccount[]; onDone: () => void }) {
  const id = useId();
  const { failure } = useOperator();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonField = useReasonField();
  if (accounts.length === 0) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const target = Number(data.get('operator'));
    const role = String(data.get('role'));
    const standing = String(data.get('standing'));
    setDone('');
    if (!target) {
      setError(text.change.pick);
      return;
    }
    setError('');
    const reason = reasonField.read(data);
    if (reason === null) return;
    setBusy(true);
    try {
      await opsApi.ops.changeOperator({
        id: target,
        body: {
          reason,
          ...(role ? { role: role as TOpsRole } : {}),
          ...(standing ? { disabled: standing === 'disabled' } : {}),
        },
      });
      form.reset();
      setDone(text.change.done);
      onDone();
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
        {text.change.heading}
      </h2>
      <p role="status" className={styles.success}>
        {done}
      </p>
      <form className={styles.actionForm} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-operator`} className={styles.label}>
          {text.change.operator}
        </label>
        <select id={`${id}-operator`} name="operator" className={styles.input} defaultValue="">
          <option value="">{text.change.pick}</option>
          {accounts.map((row) => (
            <option key={row.id} value={row.id}>
              {row.email} · {opsTexts.roles[row.role]}
              {row.disabledAt ? ` · ${text.disabled}` : ''}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-role`} className={styles.label}>
          {text.change.role}
        </label>
        <select id={`${id}-role`} name="role" className={styles.input} defaultValue="">
          <option value="">{text.change.keep}</option>
          <RoleOptions />
        </select>
        <label htmlFor={`${id}-standing`} className={styles.label}>
          {text.change.standing}
        </label>
        <select id={`${id}-standing`} name="standing" className={styles.input} defaultValue="">
          <option value="">{text.change.keep}</option>
          <option value="active">{text.active}</option>
          <option value="disabled">{text.disabled}</option>
        </select>
        <ReasonField label={text.change.reason} {...reasonField.field} />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? text.change.working : text.change.submit}
        </button>
      </form>
    </section>
  );
}
