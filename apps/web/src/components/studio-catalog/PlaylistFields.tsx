'use client';

import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import type { TStudioPlaylistDetail } from '@sogon/contract/schemas/studio-catalog';
import { STUDIO_CATEGORY_IDS, WAIT_FREE_HOURS } from '@sogon/contract/studio-catalog';
import { FormField } from '@web/components/form/FormField';
import studio from '@web/components/studio/Studio.module.css';
import {
  CheckField,
  IdChecks,
  NumberField,
  TextAreaField,
  TextField,
} from '@web/components/studio-kit/Fields';
import { studioFailureText } from '@web/components/studio-kit/failure';
import { ErrorAlert, SaveBar } from '@web/components/studio-kit/StatusParts';
import { type FormEvent, useState } from 'react';
import { checkPlaylistDraft, type PlaylistDraft, type PlaylistField } from './playlist-draft.ts';
import styles from './StudioCatalog.module.css';

const text = studioCatalogTexts;
const form = text.playlistForm;
const listText = text.playlistsPage;

export type PlaylistFieldValues = Extract<ReturnType<typeof checkPlaylistDraft>, { ok: true }>['fields'];

const categoryChoices = STUDIO_CATEGORY_IDS.map((id) => ({
  id,
  label: text.categoryNames[id] ?? String(id),
}));

/** A playlist's terms (title, kind, description, tags, categories, 19+, prices, 기다리면 무료), new or saved. */
export function PlaylistFields({
  initial,
  playlist,
  submitLabel,
  onSubmit,
}: {
  initial: PlaylistDraft;
  /** null for a new playlist: no episodes yet, no 19+ (set once it exists). */
  playlist: TStudioPlaylistDetail | null;
  submitLabel: string;
  /** Saves the fields; returns the success to show. */
  onSubmit: (fields: PlaylistFieldValues) => Promise<string>;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<{ field: PlaylistField | 'form'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const set = <K extends keyof PlaylistDraft>(key: K, value: PlaylistDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setDone('');
  };
  const errorOf = (field: PlaylistField) => (problem?.field === field ? problem.message : undefined);
  const kindLocked = (playlist?.episodes.length ?? 0) > 0;
  const adultLocked = playlist !== null && !playlist.ownerVerifiedAdult;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPlaylistDraft(draft);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      document.getElementById(`playlist-${checked.field}`)?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      setDone(await onSubmit(checked.fields));
      // Applying the price to every paid episode is a one-time action, not a setting.
      setDraft((current) => ({ ...current, applyPriceToPaidEpisodes: false }));
    } catch (failure) {
      setProblem({ field: 'form', message: studioFailureText(failure) });
    } finally {
      setBusy(false);
    }
  };

  const numberField = (key: PlaylistField & keyof PlaylistDraft, label: string, hint?: string) => (
    <NumberField
      id={`playlist-${key}`}
      label={label}
      hint={hint}
      error={errorOf(key)}
      announceError={false}
      value={String(draft[key])}
      onValue={(value) => set(key, value as never)}
    />
  );

  return (
    <form className={studio.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id="playlist-title"
        label={form.title}
        error={errorOf('title')}
        announceError={false}
        value={draft.title}
        required
        onValue={(value) => set('title', value)}
      />
      <FormField
        id="playlist-mediaType"
        label={form.kind}
        hint={kindLocked ? form.kindLockedHint : undefined}
      >
        {(control) => (
          <select
            {...control}
            className={studio.select}
            value={draft.mediaType}
            disabled={kindLocked}
            onChange={(event) => set('mediaType', event.target.value as PlaylistDraft['mediaType'])}
          >
            {(['audio', 'audiotoon', 'video'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {listText.kind[kind]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextAreaField
        id="playlist-description"
        label={form.description}
        value={draft.description}
        onValue={(value) => set('description', value)}
      />
      <TextField
        id="playlist-tags"
        label={form.tags}
        hint={form.tagsHint}
        error={errorOf('tags')}
        announceError={false}
        value={draft.tags}
        onValue={(value) => set('tags', value)}
      />
      <fieldset className={studio.fieldset}>
        <legend>{form.categories}</legend>
        <div className={styles.checks}>
          <IdChecks
            choices={categoryChoices}
            selected={draft.categoryIds}
            onChange={(ids) => set('categoryIds', ids)}
          />
        </div>
      </fieldset>
      {playlist ? (
        <div className={studio.field}>
          <CheckField
            label={form.adult}
            checked={draft.isAdult}
            disabled={adultLocked}
            aria-describedby="playlist-adult-hint"
            onCheck={(checked) => set('isAdult', checked)}
          />
          <p id="playlist-adult-hint" className={studio.hint}>
            {adultLocked ? form.adultLocked : form.adultHint}
          </p>
        </div>
      ) : null}
      <fieldset className={studio.fieldset}>
        <legend>{form.pricing}</legend>
        <div className={styles.row}>
          {numberField('price', form.price, form.priceHint)}
          {numberField('bundlePrice', form.bundlePrice, form.bundlePriceHint)}
        </div>
        {playlist && playlist.episodes.length > 0 ? (
          <CheckField
            label={form.applyPrice}
            checked={draft.applyPriceToPaidEpisodes}
            onCheck={(checked) => set('applyPriceToPaidEpisodes', checked)}
          />
        ) : null}
        <div className={styles.row}>
          {numberField('freeFirstN', form.freeFirstN, form.freeFirstNHint)}
          {numberField('rentalHours', `${form.rentalHours} (${form.hours})`, form.rentalHoursHint)}
        </div>
      </fieldset>
      <fieldset className={studio.fieldset}>
        <legend>{form.waitFree}</legend>
        <FormField id="playlist-waitFreeHours" label={form.waitFreeHours} error={errorOf('waitFreeHours')}>
          {(control) => (
            <select
              {...control}
              className={studio.select}
              value={draft.waitFreeHours}
              onChange={(event) => set('waitFreeHours', event.target.value)}
            >
              {WAIT_FREE_HOURS.map((hours) => (
                <option key={hours} value={String(hours)}>
                  {hours === 0 ? form.waitFreeOff : form.waitFreeHoursOption(hours)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className={styles.row}>
          {numberField('waitFreeExcludeNewest', form.waitFreeExcludeNewest)}
          {numberField(
            'waitFreeRentalHours',
            `${form.waitFreeRentalHours} (${form.hours})`,
            form.waitFreeRentalHoursHint,
          )}
        </div>
      </fieldset>
      <ErrorAlert error={problem?.field === 'form' ? problem.message : ''} />
      <SaveBar busy={busy} label={submitLabel} busyLabel={text.saving} done={done} disable="native" />
    </form>
  );
}
