'use client';

import { ApiError } from '@sogon/contract/api-client';
import { formatBusinessNumber } from '@sogon/contract/business-number';
import { opsTexts } from '@sogon/contract/messages/ops';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import type { TContractBody, TOpsContract } from '@sogon/contract/schemas/settlement';
import { FormField } from '@web/components/form/FormField';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type ContractFormField as Field, parseContractForm } from './channel-contract-form.ts';
import { formatOpsTime } from './format.ts';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { OtpField } from './OtpField.tsx';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { ReasonField } from './ReasonField.tsx';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = settlementTexts.contract;
const { won, percent } = settlementTexts.studio;
const types = settlementTexts.info.creatorTypes;

const FIELDS: readonly Field[] = [
  'share',
  'businessNumber',
  'minimumPayout',
  'bonus',
  'freeUnlock',
  'reason',
  'otp',
];

/** Which field an API refusal belongs to (its catalogue detail), if any. */
const fieldOfDetail: Record<string, Field> = {
  [opsTexts.details.otpWrong]: 'otp',
  [settlementTexts.details.businessNumberRequired]: 'businessNumber',
};

/** The terms as facts: share, type, minimum, bonus value and the last change. */
function ContractFacts({ contract }: { contract: TOpsContract }) {
  const facts: Array<[string, string]> = [
    [text.share, text.shareValue(percent(contract.shareBp))],
    [
      text.creatorType,
      contract.creatorType === 'business' && contract.businessNumber
        ? `${types.business} (${formatBusinessNumber(contract.businessNumber)})`
        : types[contract.creatorType],
    ],
    [text.minimumPayout, won(contract.minimumPayout)],
    [text.bonusValue, won(contract.bonusWonPerHeart)],
    [text.freeUnlockValue, won(contract.freeUnlockWon)],
    [
      text.lastChange,
      contract.lastChange
        ? `${text.lastChangeValue(formatOpsTime(contract.lastChange.at), contract.lastChange.operator)} · ${text.lastReason(contract.lastChange.reason)}`
        : text.neverChanged(formatOpsTime(contract.updatedAt)),
    ],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 정산 조건 바꾸기: every term, a reason and a fresh authenticator code, checked here first (each
 * error next to its field), then a confirmation and the call; the API's refusals land on their
 * field when they name one.
 */
function ContractForm({
  contract,
  onSaved,
}: {
  contract: TOpsContract;
  onSaved: (contract: TOpsContract) => void;
}) {
  const id = useId();
  const { failure } = useOperator();
  const { open } = useModal();
  const form = useRef<HTMLFormElement>(null);
  const [creatorType, setCreatorType] = useState(contract.creatorType);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const focus = (field: Field) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const save = async (body: TContractBody) => {
    setBusy(true);
    setError('');
    try {
      const saved = await opsApi.settlement.updateContract({ id: contract.channelId, body });
      setDone(text.saved);
      onSaved(saved);
    } catch (failed) {
      const field = failed instanceof ApiError ? fieldOfDetail[failed.detail] : undefined;
      if (field) {
        setErrors({ [field]: failed instanceof ApiError ? failed.detail : '' });
        focus(field);
        return;
      }
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseContractForm(new FormData(event.currentTarget));
    setDone('');
    setError('');
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = FIELDS.find((name) => parsed.errors[name]);
      if (first) focus(first);
      return;
    }
    setErrors({});
    const body = parsed.body;
    open<ConfirmModalProps>({
      key: 'ops-channel-contract',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.confirm(contract.channelName),
        body: text.confirmBody(
          percent(body.shareBp),
          types[body.creatorType],
          won(body.minimumPayout),
          won(body.bonusWonPerHeart),
          won(body.freeUnlockWon ?? contract.freeUnlockWon),
        ),
        confirmLabel: text.submit,
        onConfirm: () => void save(body),
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {text.formHeading}
      </h2>
      <p className={styles.muted}>{text.rule}</p>
      <p role="status" className={styles.success}>
        {done}
      </p>
      {/* A saved change re-renders the form with the new terms as its defaults. */}
      <form key={contract.updatedAt} ref={form} className={styles.actionForm} onSubmit={submit} noValidate>
        <FormField label={text.sharePercent} hint={text.shareHint} error={errors.share} announceError={false}>
          {(control) => (
            <input
              {...control}
              name="share"
              inputMode="decimal"
              defaultValue={String(contract.shareBp / 100)}
              className={styles.input}
            />
          )}
        </FormField>
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{text.creatorType}</legend>
          {(['individual', 'business'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="creatorType"
                value={value}
                checked={creatorType === value}
                onChange={() => setCreatorType(value)}
              />{' '}
              {types[value]}
            </label>
          ))}
        </fieldset>
        {creatorType === 'business' ? (
          <FormField
            label={text.businessNumber}
            hint={text.businessNumberHint}
            error={errors.businessNumber}
            announceError={false}
          >
            {(control) => (
              <input
                {...control}
                name="businessNumber"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={contract.businessNumber}
                className={styles.input}
              />
            )}
          </FormField>
        ) : null}
        <FormField label={text.minimumPayoutWon} error={errors.minimumPayout} announceError={false}>
          {(control) => (
            <input
              {...control}
              name="minimumPayout"
              inputMode="numeric"
              defaultValue={String(contract.minimumPayout)}
              className={styles.input}
            />
          )}
        </FormField>
        <FormField label={text.bonusWon} hint={text.bonusHint} error={errors.bonus} announceError={false}>
          {(control) => (
            <input
              {...control}
              name="bonus"
              inputMode="numeric"
              defaultValue={String(contract.bonusWonPerHeart)}
              className={styles.input}
            />
          )}
        </FormField>
        <FormField
          label={text.freeUnlockWon}
          hint={text.freeUnlockHint}
          error={errors.freeUnlock}
          announceError={false}
        >
          {(control) => (
            <input
              {...control}
              name="freeUnlock"
              inputMode="numeric"
              defaultValue={String(contract.freeUnlockWon)}
              className={styles.input}
            />
          )}
        </FormField>
        <ReasonField label={text.reason} error={errors.reason} announceError={false} />
        <OtpField label={text.otp} error={errors.otp} />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? text.working : text.submit}
        </button>
      </form>
    </section>
  );
}

/** /ops/channels/[id]/contract: a channel's terms; finance changes them, operators read them. */
export function ChannelContract({ id }: { id: number | null }) {
  const { operator } = useOperator();
  const { result, retry } = useOpsAnswer(opsApi.settlement.opsContract, { id: id ?? 0 });
  const [contract, setContract] = useState<TOpsContract | null>(null);
  useEffect(() => {
    if (result.kind === 'done') setContract(result.value);
  }, [result]);
  const back = (
    <p className={styles.back}>
      <Link href="/ops/settlements">{settlementTexts.ops.back}</Link>
    </p>
  );
  if (id === null || !contract) {
    return (
      <>
        {back}
        <h1 className={styles.title}>{text.title}</h1>
        {id === null ? (
          <p className={styles.muted}>{text.missing}</p>
        ) : result.kind === 'error' ? (
          <RetryPanel message={result.message} onRetry={retry} />
        ) : (
          <p role="status" className={styles.muted}>
            {opsTexts.loading}
          </p>
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <h1 className={styles.title}>{text.heading(contract.channelName)}</h1>
      <ContractFacts contract={contract} />
      {opsMay(operator.role, 'settlementsApprove') ? (
        <ContractForm contract={contract} onSaved={setContract} />
      ) : (
        <p className={styles.muted}>{text.readOnly}</p>
      )}
    </>
  );
}
