'use client';

import { studioEpisodeTexts } from '@sogon/contract/messages/studio-episodes';
import { studioEpisodesEndpoints } from '@sogon/contract/routes/studio-episodes.endpoints';
import type { TStudioEpisode } from '@sogon/contract/schemas/studio-episodes';
import { EARLY_DAYS_MAX } from '@sogon/contract/studio-episode';
import studio from '@web/components/studio/Studio.module.css';
import {
  CheckField,
  IdChecks,
  NumberField,
  TextAreaField,
  TextField,
} from '@web/components/studio-kit/Fields';
import { ScheduleFields } from '@web/components/studio-kit/ScheduleFields';
import { ErrorAlert, SaveBar } from '@web/components/studio-kit/StatusParts';
import { useStudioAction } from '@web/components/studio-kit/use-studio-action';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { type FormEvent, useState } from 'react';
import { checkEpisodeDraft, draftOfEpisode, type EpisodeDraft, patchOfDraft } from './episode-edit-draft.ts';
import styles from './StudioEpisodes.module.css';

const api = { episodes: browserApi('studioEpisodes', studioEpisodesEndpoints) };
const page = studioEpisodeTexts.page;

/** 기본 정보: an episode's title, description, prices, visibility and schedule (선공개 included). */
export function EpisodeTermsForm({
  episode,
  onChange,
}: {
  episode: TStudioEpisode;
  onChange: (next: TStudioEpisode) => void;
}) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<EpisodeDraft>(() => draftOfEpisode(episode));
  const [problems, setProblems] = useState<ReturnType<typeof checkEpisodeDraft>>({});
  const save = useStudioAction();
  const tiers = useApiQuery(api.episodes.tiers, { id: episode.id }, { member: true });
  const tierList = loadable(tiers);
  const set = <K extends keyof EpisodeDraft>(key: K, value: EpisodeDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    save.setDone('');
  };
  const freeLocked = episode.freeFirstN > 0 && episode.isFree && episode.episodeNo <= episode.freeFirstN;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.busy) return;
    const found = checkEpisodeDraft(draft);
    setProblems(found);
    save.setError('');
    save.setDone('');
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`episode-${first}`)?.focus();
      return;
    }
    void save.run(async () => {
      const next = await memberOnly(() =>
        api.episodes.update({ id: episode.id, body: patchOfDraft(draft, episode) }),
      );
      setDraft(draftOfEpisode(next));
      toast(page.saved, { kind: 'success' });
      onChange(next);
      return page.saved;
    });
  };

  return (
    <form className={`${studio.section} ${studio.form}`} onSubmit={submit} noValidate>
      <h2>{page.basics}</h2>
      <TextField
        id="episode-title"
        label={page.titleLabel}
        error={problems.title}
        announceError={false}
        value={draft.title}
        maxLength={100}
        onValue={(value) => set('title', value)}
      />
      <TextAreaField
        label={page.descriptionLabel}
        rows={4}
        maxLength={2000}
        value={draft.description}
        onValue={(value) => set('description', value)}
      />

      <fieldset className={studio.fieldset}>
        <legend>{page.prices}</legend>
        <CheckField
          label={page.free}
          checked={draft.isFree}
          disabled={freeLocked}
          aria-describedby={freeLocked ? 'episode-free-hint' : undefined}
          onCheck={(checked) => set('isFree', checked)}
        />
        {freeLocked ? (
          <p id="episode-free-hint" className={studio.hint}>
            {page.freeFirstHint(episode.freeFirstN)}
          </p>
        ) : null}
        {!draft.isFree ? (
          <NumberField
            id="episode-price"
            label={page.price}
            error={problems.price}
            announceError={false}
            value={draft.price}
            onValue={(value) => set('price', value)}
          />
        ) : null}
        <NumberField
          id="episode-rentalPrice"
          label={page.rentalPrice}
          hint={page.rentalHint(episode.rentalHours)}
          error={problems.rentalPrice}
          announceError={false}
          value={draft.rentalPrice}
          onValue={(value) => set('rentalPrice', value)}
        />
      </fieldset>

      <fieldset className={studio.fieldset}>
        <legend>{page.visibility}</legend>
        {draft.visibility === null ? (
          <p className={studio.hint}>{page.visibilityWaits}</p>
        ) : (
          (['published', 'hidden'] as const).map((value) => (
            <label key={value} className={studio.check}>
              <input
                type="radio"
                name="episode-visibility"
                value={value}
                checked={draft.visibility === value}
                onChange={() => set('visibility', value)}
              />
              {value === 'published' ? page.visibilityPublished : page.visibilityHidden}
            </label>
          ))
        )}
      </fieldset>

      <fieldset className={studio.fieldset} aria-describedby="episode-schedule-hint">
        <legend>{page.schedule}</legend>
        <p id="episode-schedule-hint" className={studio.hint}>
          {page.scheduleHint}
        </p>
        <div className={styles.pair}>
          <ScheduleFields
            dateId="episode-schedule"
            dateLabel={page.openDate}
            timeLabel={page.openTime}
            date={draft.openDate}
            time={draft.openTime}
            error={problems.schedule}
            onDate={(value) => set('openDate', value)}
            onTime={(value) => set('openTime', value)}
          />
        </div>
        <NumberField
          id="episode-earlyDays"
          label={page.earlyDays(EARLY_DAYS_MAX)}
          error={problems.earlyDays}
          announceError={false}
          value={draft.earlyDays}
          onValue={(value) => set('earlyDays', value)}
        />
        <fieldset
          className={studio.fieldset}
          id="episode-earlyTierIds"
          tabIndex={-1}
          aria-describedby={problems.earlyTierIds ? 'episode-tiers-error' : undefined}
        >
          <legend>{page.earlyTiers}</legend>
          {tierList.state === 'ready' ? (
            tierList.data.length === 0 ? (
              <p className={studio.hint}>{page.noTiers}</p>
            ) : (
              <IdChecks
                choices={tierList.data.map((tier) => ({
                  id: tier.tierId,
                  label: page.tierOption(tier.name, tier.heartsPerMonth),
                }))}
                selected={draft.earlyTierIds}
                onChange={(ids) => set('earlyTierIds', ids)}
              />
            )
          ) : null}
          {problems.earlyTierIds ? (
            <p id="episode-tiers-error" className={studio.error}>
              {problems.earlyTierIds}
            </p>
          ) : null}
        </fieldset>
      </fieldset>

      <ErrorAlert error={Object.values(problems)[0] ?? ''} />
      <ErrorAlert error={save.error} />
      <SaveBar busy={save.busy} label={page.save} busyLabel={page.saving} done={save.done} />
    </form>
  );
}
