'use client';

import {
  TIER_BADGE_MAX_LENGTH,
  TIER_BENEFIT_MAX_LINES,
  TIER_EARLY_ACCESS_MAX_DAYS,
  TIER_MAX_HEARTS,
  TIER_NAME_MAX_LENGTH,
} from '@sogon/contract/limits';
import { tierStudioTexts as text } from '@sogon/contract/messages/subscriptions';
import { subscriptionsEndpoints } from '@sogon/contract/routes/subscriptions.endpoints';
import type { TStudioTier, TStudioTierChannel } from '@sogon/contract/schemas/subscriptions';
import studio from '@web/components/studio/Studio.module.css';
import { StudioGate } from '@web/components/studio-catalog/StudioGate';
import { CheckField, NumberField, TextAreaField, TextField } from '@web/components/studio-kit/Fields';
import { studioFailureText } from '@web/components/studio-kit/failure';
import { ErrorAlert } from '@web/components/studio-kit/StatusParts';
import { useConfirm } from '@web/components/studio-kit/use-confirm';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { type FormEvent, useState } from 'react';
import styles from './StudioTiers.module.css';
import {
  checkTierDraft,
  draftOfTier,
  EMPTY_TIER_DRAFT,
  featureLines,
  type TierDraft,
  type TierField,
} from './tier-draft.ts';

const api = { subscriptions: browserApi('subscriptions', subscriptionsEndpoints) };

/** Which form is open: none, a new tier of a channel, or an edit of a tier. */
type Editing = { kind: 'add'; channelId: number } | { kind: 'edit'; tierId: number } | null;

/**
 * /studio/tiers: the tiers of every channel the caller owns — add, edit (a new version: the
 * channel's subscribers keep the terms they hold), stop or resume selling.
 */
export function StudioTiersPage() {
  const query = useApiQuery(api.subscriptions.studioTiers, {}, { member: true });
  const [editing, setEditing] = useState<Editing>(null);
  const ask = useConfirm();
  const { toast } = useToast();
  const [error, setError] = useState('');

  const replace = (saved: TStudioTier) =>
    query.setData((current) =>
      current?.map((entry) =>
        entry.channel.id !== saved.channelId
          ? entry
          : {
              ...entry,
              tiers: entry.tiers.some((tier) => tier.tierId === saved.tierId)
                ? entry.tiers.map((tier) => (tier.tierId === saved.tierId ? saved : tier))
                : [...entry.tiers, saved].sort((a, b) => a.sort - b.sort || a.tierId - b.tierId),
            },
      ),
    );

  const setSale = async (tier: TStudioTier, onSale: boolean) => {
    setError('');
    try {
      const saved = await memberOnly(() =>
        api.subscriptions.setTierSale({ id: tier.tierId, body: { onSale } }),
      );
      replace(saved);
      toast(onSale ? text.resumed(saved.name) : text.stopped(saved.name), { kind: 'success' });
    } catch (failure) {
      setError(studioFailureText(failure));
    }
  };

  const stop = (tier: TStudioTier) =>
    ask('tier-stop-confirm', {
      title: text.stopConfirmTitle,
      body: text.stopConfirmBody,
      confirmLabel: text.stopSelling,
      onConfirm: () => void setSale(tier, false),
    });

  return (
    <StudioGate loaded={loadable(query)} reload={query.reload}>
      {(channels) =>
        channels.length === 0 ? (
          <p className={studio.notice}>{text.noChannel}</p>
        ) : (
          <>
            <ErrorAlert error={error} />
            {channels.map((entry) => (
              <ChannelTiers
                key={entry.channel.id}
                entry={entry}
                editing={editing}
                onEdit={setEditing}
                onSaved={(saved, created) => {
                  replace(saved);
                  setEditing(null);
                  toast(created ? text.created(saved.name) : text.edited(saved.name), { kind: 'success' });
                }}
                onStop={stop}
                onResume={(tier) => void setSale(tier, true)}
              />
            ))}
          </>
        )
      }
    </StudioGate>
  );
}

function ChannelTiers({
  entry,
  editing,
  onEdit,
  onSaved,
  onStop,
  onResume,
}: {
  entry: TStudioTierChannel;
  editing: Editing;
  onEdit: (editing: Editing) => void;
  onSaved: (saved: TStudioTier, created: boolean) => void;
  onStop: (tier: TStudioTier) => void;
  onResume: (tier: TStudioTier) => void;
}) {
  const headingId = `tiers-${entry.channel.id}`;
  const adding = editing?.kind === 'add' && editing.channelId === entry.channel.id;
  return (
    <section className={studio.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{entry.channel.name}</h2>
      {entry.tiers.length === 0 ? <p className={studio.hint}>{text.empty}</p> : null}
      <ul className={styles.list}>
        {entry.tiers.map((tier) =>
          editing?.kind === 'edit' && editing.tierId === tier.tierId ? (
            <li key={tier.tierId} className={styles.card}>
              <TierForm
                title={text.editTitle(tier.name)}
                initial={draftOfTier(tier)}
                tier={tier}
                channelId={entry.channel.id}
                onCancel={() => onEdit(null)}
                onSaved={(saved) => onSaved(saved, false)}
              />
            </li>
          ) : (
            <li key={tier.tierId} className={styles.card}>
              <TierCard
                tier={tier}
                onEdit={() => onEdit({ kind: 'edit', tierId: tier.tierId })}
                onStop={() => onStop(tier)}
                onResume={() => onResume(tier)}
              />
            </li>
          ),
        )}
      </ul>
      {adding ? (
        <div className={styles.card}>
          <TierForm
            title={text.addTitle(entry.channel.name)}
            initial={{ ...EMPTY_TIER_DRAFT, sort: String(entry.tiers.length) }}
            channelId={entry.channel.id}
            onCancel={() => onEdit(null)}
            onSaved={(saved) => onSaved(saved, true)}
          />
        </div>
      ) : (
        <div className={studio.actions}>
          <button
            type="button"
            className="button"
            onClick={() => onEdit({ kind: 'add', channelId: entry.channel.id })}
          >
            {text.add}
          </button>
        </div>
      )}
    </section>
  );
}

function TierCard({
  tier,
  onEdit,
  onStop,
  onResume,
}: {
  tier: TStudioTier;
  onEdit: () => void;
  onStop: () => void;
  onResume: () => void;
}) {
  const lines = [...tier.benefits, ...featureLines(tier)];
  return (
    <>
      <h3 className={styles.cardTitle}>{tier.name}</h3>
      <p className={styles.meta}>
        <span className={styles.state} data-on-sale={tier.onSale}>
          {tier.onSale ? text.onSale : text.offSale}
        </span>
        <span>{text.perMonth(tier.hearts)}</span>
        <span>{text.subscribers(tier.subscribers)}</span>
        <span>{text.versions(tier.versions)}</span>
      </p>
      {lines.length > 0 ? (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className={studio.actions}>
        <button
          type="button"
          className="button button-secondary"
          aria-label={text.editLabel(tier.name)}
          onClick={onEdit}
        >
          {text.edit}
        </button>
        {tier.onSale ? (
          <button
            type="button"
            className="button button-secondary"
            aria-label={text.stopLabel(tier.name)}
            onClick={onStop}
          >
            {text.stopSelling}
          </button>
        ) : (
          <button
            type="button"
            className="button button-secondary"
            aria-label={text.resumeLabel(tier.name)}
            onClick={onResume}
          >
            {text.resumeSelling}
          </button>
        )}
      </div>
    </>
  );
}

/** Adds a tier (no `tier`) or edits one: an edit is confirmed first, since it writes a new version. */
function TierForm({
  title,
  initial,
  tier,
  channelId,
  onCancel,
  onSaved,
}: {
  title: string;
  initial: TierDraft;
  tier?: TStudioTier;
  channelId: number;
  onCancel: () => void;
  onSaved: (saved: TStudioTier) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TierField, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const ask = useConfirm();
  const set = <K extends TierField>(field: K, value: TierDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const send = async (body: Parameters<typeof api.subscriptions.editTier>[0]['body']) => {
    setBusy(true);
    setFailure('');
    try {
      const saved = await memberOnly(() =>
        tier
          ? api.subscriptions.editTier({ id: tier.tierId, body })
          : api.subscriptions.createTier({ body: { ...body, channelId } }),
      );
      onSaved(saved);
    } catch (error) {
      setFailure(studioFailureText(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkTierDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (!tier) {
      void send(checked.body);
      return;
    }
    ask('tier-edit-confirm', {
      title: text.editConfirmTitle,
      body: text.editConfirmBody(tier.subscribers),
      confirmLabel: text.save,
      onConfirm: () => void send(checked.body),
    });
  };

  const field = text.field;
  return (
    <form className={studio.form} onSubmit={submit} noValidate aria-label={title}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <TextField
        label={field.name}
        error={errors.name}
        value={draft.name}
        maxLength={TIER_NAME_MAX_LENGTH}
        onValue={(value) => set('name', value)}
      />
      <div className={styles.numbers}>
        <NumberField
          label={field.hearts}
          hint={field.heartsHint(TIER_MAX_HEARTS)}
          error={errors.hearts}
          value={draft.hearts}
          onValue={(value) => set('hearts', value)}
        />
        <NumberField
          label={field.earlyAccessDays}
          hint={field.earlyAccessHint(TIER_EARLY_ACCESS_MAX_DAYS)}
          error={errors.earlyAccessDays}
          value={draft.earlyAccessDays}
          onValue={(value) => set('earlyAccessDays', value)}
        />
        <NumberField
          label={field.sort}
          hint={field.sortHint}
          error={errors.sort}
          value={draft.sort}
          onValue={(value) => set('sort', value)}
        />
      </div>
      <TextAreaField
        label={field.benefits}
        hint={field.benefitsHint(TIER_BENEFIT_MAX_LINES)}
        error={errors.benefits}
        rows={4}
        value={draft.benefits}
        onValue={(value) => set('benefits', value)}
      />
      <CheckField
        label={field.includesPaidEpisodes}
        checked={draft.includesPaidEpisodes}
        onCheck={(checked) => set('includesPaidEpisodes', checked)}
      />
      <CheckField
        label={field.membersOnlyPosts}
        checked={draft.membersOnlyPosts}
        onCheck={(checked) => set('membersOnlyPosts', checked)}
      />
      <TextField
        label={field.badge}
        hint={field.badgeHint(TIER_BADGE_MAX_LENGTH)}
        error={errors.badge}
        value={draft.badge}
        onValue={(value) => set('badge', value)}
      />
      <ErrorAlert error={failure} />
      <div className={studio.actions}>
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {text.save}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
