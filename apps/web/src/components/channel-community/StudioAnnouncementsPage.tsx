'use client';

import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from '@sogon/contract/limits';
import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { channelCommunityEndpoints } from '@sogon/contract/routes/channel-community.endpoints';
import { subscriptionsEndpoints } from '@sogon/contract/routes/subscriptions.endpoints';
import type { TAnnouncement } from '@sogon/contract/schemas/channel-community';
import { FormField } from '@web/components/form/FormField';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import studio from '@web/components/studio/Studio.module.css';
import { StudioGate } from '@web/components/studio-catalog/StudioGate';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { type FormEvent, useState } from 'react';
import styles from './ChannelCommunity.module.css';
import { OwnedChannel } from './use-owned-channel.tsx';

const api = {
  channelCommunity: browserApi('channelCommunity', channelCommunityEndpoints),
  subscriptions: browserApi('subscriptions', subscriptionsEndpoints),
};
const text = channelCommunityTexts.announcements;

/** /studio/announcements: an announcement to followers or chosen tiers, and the ones sent. */
export function StudioAnnouncementsPage() {
  return (
    <OwnedChannel>{(channel) => <Announcements key={channel.id} channelId={channel.id} />}</OwnedChannel>
  );
}

function Announcements({ channelId }: { channelId: number }) {
  const history = useApiQuery(api.channelCommunity.announcements, { id: channelId }, { member: true });
  const tiers = useApiQuery(api.subscriptions.products, { id: channelId }, { member: true });
  const { open } = useModal();
  const { toast } = useToast();
  const fail = useFailureToast();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<'followers' | 'tiers'>('followers');
  const [tierIds, setTierIds] = useState<number[]>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const tierList = (tiers.data ?? []).map((tier) => ({
    // A tier is a lineage of versions (ADR 066); announcements name the lineage.
    id: tier.tierId,
    name: tier.name,
  }));

  const send = () => {
    setSending(true);
    memberOnly(() =>
      api.channelCommunity.sendAnnouncement({
        id: channelId,
        body: {
          title: title.trim(),
          body: body.trim(),
          audience,
          tierIds: audience === 'tiers' ? tierIds : [],
        },
      }),
    )
      .then((sent: TAnnouncement) => {
        history.setData(
          (current) =>
            current && { ...current, items: [sent, ...current.items], sentToday: current.sentToday + 1 },
        );
        setTitle('');
        setBody('');
        toast(text.sent, { kind: 'success' });
      }, fail)
      .finally(() => setSending(false));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!title.trim()) return setError(text.titleMissing);
    if (!body.trim()) return setError(text.bodyMissing);
    if (audience === 'tiers' && tierIds.length === 0) return setError(text.tiersMissing);
    setError('');
    const who =
      audience === 'followers'
        ? text.followers
        : tierList
            .filter((tier) => tierIds.includes(tier.id))
            .map((tier) => tier.name)
            .join(', ');
    open<ConfirmModalProps>({
      key: 'announcement-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.confirmTitle,
        body: text.confirmBody(who),
        confirmLabel: text.confirm,
        onConfirm: send,
      },
    });
  };

  return (
    <>
      <section className={studio.section} aria-labelledby="announcement-form-title">
        <h2 id="announcement-form-title">{text.title}</h2>
        <p className={studio.hint}>{text.lead}</p>
        {history.data ? (
          <p className={studio.hint}>
            {text.remaining(Math.max(0, history.data.perDay - history.data.sentToday), history.data.perDay)}
          </p>
        ) : null}
        <form className={studio.form} noValidate onSubmit={submit}>
          <FormField label={text.fieldTitle} hint={`${title.length}/${ANNOUNCEMENT_TITLE_MAX}`}>
            {(control) => (
              <input
                {...control}
                className={studio.input}
                value={title}
                maxLength={ANNOUNCEMENT_TITLE_MAX}
                required
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={text.fieldBody} hint={`${body.length}/${ANNOUNCEMENT_BODY_MAX}`}>
            {(control) => (
              <textarea
                {...control}
                className={studio.textarea}
                value={body}
                maxLength={ANNOUNCEMENT_BODY_MAX}
                rows={5}
                required
                onChange={(event) => setBody(event.target.value)}
              />
            )}
          </FormField>
          <fieldset className={studio.fieldset}>
            <legend>{text.audience}</legend>
            <label className={studio.check}>
              <input
                type="radio"
                name="audience"
                checked={audience === 'followers'}
                onChange={() => setAudience('followers')}
              />
              {text.followers}
            </label>
            <label className={studio.check}>
              <input
                type="radio"
                name="audience"
                checked={audience === 'tiers'}
                onChange={() => setAudience('tiers')}
              />
              {text.tiers}
            </label>
            {audience === 'tiers' ? (
              tierList.length === 0 ? (
                <p className={studio.hint}>{text.noTiers}</p>
              ) : (
                tierList.map((tier) => (
                  <label key={tier.id} className={studio.check}>
                    <input
                      type="checkbox"
                      checked={tierIds.includes(tier.id)}
                      onChange={(event) =>
                        setTierIds((now) =>
                          event.target.checked ? [...now, tier.id] : now.filter((id) => id !== tier.id),
                        )
                      }
                    />
                    {text.tierLabel(tier.name)}
                  </label>
                ))
              )
            ) : null}
          </fieldset>
          {error ? (
            <p role="alert" className={studio.error}>
              {error}
            </p>
          ) : null}
          <div className={studio.actions}>
            <button type="submit" className="button" aria-disabled={sending || undefined}>
              {sending ? text.sending : text.send}
            </button>
          </div>
        </form>
      </section>
      <section className={studio.section} aria-labelledby="announcement-history-title">
        <h2 id="announcement-history-title">{text.historyTitle}</h2>
        <StudioGate loaded={loadable(history)} reload={history.reload}>
          {(list) =>
            list.items.length === 0 ? (
              <p className={studio.hint}>{text.noHistory}</p>
            ) : (
              <ul className={styles.history}>
                {list.items.map((item) => (
                  <li key={item.id} className={styles.historyItem}>
                    <h3>{item.title}</h3>
                    <p className={styles.historyBody}>{item.body}</p>
                    <p className={studio.hint}>
                      <time dateTime={item.createdAt}>{item.createdAt.slice(0, 10)}</time> ·{' '}
                      {item.audience === 'followers' ? text.followers : text.tiers} ·{' '}
                      {text.status[item.status]}
                      {item.status === 'sent' ? ` · ${text.recipients(item.recipientCount)}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            )
          }
        </StudioGate>
      </section>
    </>
  );
}
