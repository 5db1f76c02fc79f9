'use client';

import { ApiError } from '@sogon/contract/api-client';
import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import { studioCatalogEndpoints } from '@sogon/contract/routes/studio-catalog.endpoints';
import type { TStudioChannel } from '@sogon/contract/schemas/studio-catalog';
import { CHANNEL_LINKS_MAX } from '@sogon/contract/studio-catalog';
import { FormField } from '@web/components/form/FormField';
import studio from '@web/components/studio/Studio.module.css';
import { postForm } from '@web/components/studio/studio-request';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import Link from 'next/link';
import { type FormEvent, useEffect, useState } from 'react';
import { OpenChannelForm } from './OpenChannelForm.tsx';
import { type ChannelDraft, checkChannelDraft } from './playlist-draft.ts';
import styles from './StudioCatalog.module.css';
import { StudioGate } from './StudioGate.tsx';

const api = { studioCatalog: browserApi('studioCatalog', studioCatalogEndpoints) };
const text = studioCatalogTexts;
const page = text.channelPage;

function draftOf(channel: TStudioChannel): ChannelDraft {
  return {
    name: channel.name,
    handle: channel.handle ?? '',
    description: channel.description,
    links: channel.links.map((link) => ({ ...link })),
  };
}

/** /studio/channel: the owner edits the channel page's name, @handle, pictures, introduction and links. */
export function ChannelProfilePage() {
  const query = useApiQuery(api.studioCatalog.channels, {}, { member: true });
  const [pickedId, setPickedId] = useState<number | null>(null);
  const replace = (saved: TStudioChannel) =>
    query.setData((current) => current?.map((item) => (item.id === saved.id ? saved : item)));
  return (
    <StudioGate loaded={loadable(query)} reload={query.reload}>
      {(list) => {
        if (list.length === 0) return <OpenChannelForm onOpened={(opened) => query.setData([opened])} />;
        const channel = list.find((item) => item.id === pickedId) ?? list[0]!;
        return (
          <>
            {list.length > 1 ? (
              <FormField label={page.pick}>
                {(control) => (
                  <select
                    {...control}
                    className={studio.select}
                    value={channel.id}
                    onChange={(event) => setPickedId(Number(event.target.value))}
                  >
                    {list.map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            ) : null}
            <ImagesSection key={`images-${channel.id}`} channel={channel} onSaved={replace} />
            <ProfileForm key={`form-${channel.id}`} channel={channel} onSaved={replace} />
            <p>
              <Link href={`/channel/${channel.id}`}>{page.viewPage}</Link>
            </p>
          </>
        );
      }}
    </StudioGate>
  );
}

function ImagesSection({
  channel,
  onSaved,
}: {
  channel: TStudioChannel;
  onSaved: (saved: TStudioChannel) => void;
}) {
  return (
    <section className={studio.section} aria-labelledby="channel-images-title">
      <h2 id="channel-images-title">
        {page.avatar} · {page.banner}
      </h2>
      <ImagePicker
        channelId={channel.id}
        slot="avatar"
        label={page.avatar}
        hint={page.avatarHint}
        current={channel.profileImg}
        alt={page.avatarAlt}
        previewClass={styles.avatar}
        onSaved={onSaved}
      />
      <ImagePicker
        channelId={channel.id}
        slot="banner"
        label={page.banner}
        hint={page.bannerHint}
        current={channel.bannerImg}
        alt={page.bannerAlt}
        previewClass={styles.banner}
        onSaved={onSaved}
      />
    </section>
  );
}

/** One picture: choose a file, see it, upload it; the stored (re-encoded) one replaces the preview. */
function ImagePicker(props: {
  channelId: number;
  slot: 'avatar' | 'banner';
  label: string;
  hint: string;
  current: string;
  alt: string;
  previewClass: string | undefined;
  onSaved: (saved: TStudioChannel) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const send = async () => {
    if (!file) {
      setError(text.image.missing);
      return;
    }
    setBusy(true);
    setError('');
    setDone('');
    const form = new FormData();
    form.append('image', file);
    try {
      const saved = await postForm<TStudioChannel>(
        `/v1/studio/channels/${props.channelId}/images/${props.slot}`,
        form,
      );
      props.onSaved(saved);
      setFile(null);
      setPreview(null);
      setDone(page.imageSaved);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.detail : failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? props.current;
  return (
    <div className={styles.preview}>
      {shown ? (
        // biome-ignore lint/performance/noImgElement: a local preview or a re-encoded JPEG from /media
        <img className={props.previewClass} src={shown} alt={props.alt} />
      ) : (
        <p className={studio.hint}>{page.noImage}</p>
      )}
      <FormField label={props.label} hint={props.hint} error={error || undefined}>
        {(control) => (
          <input
            {...control}
            className={studio.file}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setDone('');
            }}
          />
        )}
      </FormField>
      <div className={studio.actions}>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => void send()}>
          {busy ? text.uploading : page.upload}
        </button>
        <p className={styles.success} role="status">
          {done}
        </p>
      </div>
    </div>
  );
}

function ProfileForm({
  channel,
  onSaved,
}: {
  channel: TStudioChannel;
  onSaved: (saved: TStudioChannel) => void;
}) {
  const [draft, setDraft] = useState<ChannelDraft>(() => draftOf(channel));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const checked = checkChannelDraft(draft);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const saved = await memberOnly(() =>
        api.studioCatalog.updateChannel({ id: channel.id, body: checked.body }),
      );
      onSaved(saved);
      setDraft(draftOf(saved));
      setDone(text.saved);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.detail : failureText(failure);
      setProblem({ field: 'form', message });
    } finally {
      setBusy(false);
    }
  };

  const setLink = (index: number, change: Partial<ChannelDraft['links'][number]>) =>
    setDraft((current) => ({
      ...current,
      links: current.links.map((link, n) => (n === index ? { ...link, ...change } : link)),
    }));

  return (
    <section className={studio.section} aria-labelledby="channel-profile-title">
      <h2 id="channel-profile-title">{page.title}</h2>
      <form className={studio.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={page.name} error={errorOf('name')}>
          {(control) => (
            <input
              {...control}
              className={studio.input}
              value={draft.name}
              maxLength={40}
              required
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={page.handle} hint={page.handleHint} error={errorOf('handle')}>
          {(control) => (
            <input
              {...control}
              className={studio.input}
              value={draft.handle}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={21}
              onChange={(event) => setDraft({ ...draft, handle: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={page.description}>
          {(control) => (
            <textarea
              {...control}
              className={studio.textarea}
              value={draft.description}
              maxLength={1000}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            />
          )}
        </FormField>
        <fieldset className={studio.fieldset}>
          <legend>{page.links}</legend>
          <p className={studio.hint}>{page.linksHint}</p>
          {draft.links.map((link, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
            <div key={index} className={styles.linkRow}>
              <FormField label={page.linkLabel(index + 1)}>
                {(control) => (
                  <input
                    {...control}
                    className={studio.input}
                    value={link.label}
                    maxLength={30}
                    onChange={(event) => setLink(index, { label: event.target.value })}
                  />
                )}
              </FormField>
              <FormField label={page.linkUrl(index + 1)}>
                {(control) => (
                  <input
                    {...control}
                    className={studio.input}
                    type="url"
                    inputMode="url"
                    value={link.url}
                    placeholder="https://"
                    onChange={(event) => setLink(index, { url: event.target.value })}
                  />
                )}
              </FormField>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setDraft({ ...draft, links: draft.links.filter((_, n) => n !== index) })}
              >
                {page.removeLink(index + 1)}
              </button>
            </div>
          ))}
          {errorOf('links') ? (
            <p className={studio.error} role="alert">
              {errorOf('links')}
            </p>
          ) : null}
          {draft.links.length < CHANNEL_LINKS_MAX ? (
            <div className={studio.actions}>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setDraft({ ...draft, links: [...draft.links, { label: '', url: '' }] })}
              >
                {page.addLink}
              </button>
            </div>
          ) : null}
        </fieldset>
        {errorOf('form') ? (
          <p className={studio.error} role="alert">
            {errorOf('form')}
          </p>
        ) : null}
        <div className={studio.actions}>
          <button type="submit" className="button" disabled={busy}>
            {busy ? text.saving : text.save}
          </button>
          <p className={styles.success} role="status">
            {done}
          </p>
        </div>
      </form>
    </section>
  );
}
