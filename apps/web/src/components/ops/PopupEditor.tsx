'use client';

import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import type { TOpsPopup } from '@sogon/contract/schemas/ops-site';
import { FormField } from '@web/components/form/FormField';
import { SitePopupCard } from '@web/components/home/SitePopupCard';
import { opsApi } from '@web/lib/api/ops';
import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { EditorFrame, PreviewBox, SaveRow, SiteStatusBadge, useSiteItem } from './SiteParts.tsx';
import { kstInputToIso, kstPeriod, siteStatus, toKstInput } from './site-schedule.ts';

const text = opsSiteTexts.popup;

type Draft = Record<
  'title' | 'body' | 'imageUrl' | 'imageAlt' | 'linkUrl' | 'linkLabel' | 'startsAt' | 'endsAt',
  string
>;

function draftOf(popup: TOpsPopup): Draft {
  return {
    title: popup.title,
    body: popup.body,
    imageUrl: popup.imageUrl,
    imageAlt: popup.imageAlt,
    linkUrl: popup.linkUrl,
    linkLabel: popup.linkLabel,
    startsAt: toKstInput(popup.startsAt),
    endsAt: toKstInput(popup.endsAt),
  };
}

/** 메인 팝업: its content and Seoul-time window, with the home page's dialog card as preview. */
export function PopupEditor() {
  const get = useCallback(
    (_input: { id: number }, init: { signal: AbortSignal }) => opsApi.opsSite.popup({}, init),
    [],
  );
  const { load, retry, set } = useSiteItem(1, get);
  return (
    <EditorFrame heading={text.heading} load={load} retry={retry}>
      {() => (load.kind === 'done' && load.value ? <PopupForm popup={load.value} onSaved={set} /> : null)}
    </EditorFrame>
  );
}

const FIELDS: { key: keyof Draft; long?: boolean; type?: string; max: number }[] = [
  { key: 'title', max: 100 },
  { key: 'body', long: true, max: 2000 },
  { key: 'imageUrl', max: 500 },
  { key: 'imageAlt', max: 200 },
  { key: 'linkUrl', max: 500 },
  { key: 'linkLabel', max: 40 },
  { key: 'startsAt', type: 'datetime-local', max: 16 },
  { key: 'endsAt', type: 'datetime-local', max: 16 },
];

function PopupForm({ popup, onSaved }: { popup: TOpsPopup; onSaved: (popup: TOpsPopup) => void }) {
  const { operator, failure } = useOperator();
  const editable = opsMay(operator.role, 'siteEdit');
  const [draft, setDraft] = useState<Draft>(() => draftOf(popup));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const change = (key: keyof Draft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setDone('');
    try {
      onSaved(await opsApi.opsSite.updatePopup({ body: draft }));
      setDone(opsSiteTexts.saved);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const startsAt = kstInputToIso(draft.startsAt);
  const endsAt = kstInputToIso(draft.endsAt);
  return (
    <>
      <p>
        <SiteStatusBadge status={siteStatus(popup, new Date())} /> {kstPeriod(popup.startsAt, popup.endsAt)}
      </p>
      {editable ? null : <p className={styles.muted}>{opsSiteTexts.readOnly}</p>}
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.editor} disabled={!editable}>
          {FIELDS.map(({ key, long, type, max }) => (
            <FormField key={key} label={text.fields[key]}>
              {(control) =>
                long ? (
                  <textarea
                    {...control}
                    className={`${styles.input} ${styles.textarea}`}
                    value={draft[key]}
                    onChange={change(key)}
                    maxLength={max}
                    rows={4}
                  />
                ) : (
                  <input
                    {...control}
                    type={type ?? 'text'}
                    className={styles.input}
                    value={draft[key]}
                    onChange={change(key)}
                    maxLength={type ? undefined : max}
                  />
                )
              }
            </FormField>
          ))}
          {editable ? <SaveRow busy={busy} done={done} error={error} /> : null}
        </fieldset>
      </form>
      <PreviewBox schedule={`${opsSiteTexts.schedule}: ${kstPeriod(startsAt, endsAt)}`}>
        <div className={styles.popupPreview}>
          <SitePopupCard popup={draft} />
        </div>
      </PreviewBox>
    </>
  );
}
