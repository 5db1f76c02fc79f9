'use client';

import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { BANNER_GRADES, BANNER_TYPES } from '@sogon/contract/ops-limits';
import type { TBanner } from '@sogon/contract/schemas/catalog';
import type { TOpsBanner, TOpsBannerBody } from '@sogon/contract/schemas/ops-site';
import { FormField } from '@web/components/form/FormField';
import { BannerStrip } from '@web/components/home/BannerStrip';
import { opsApi } from '@web/lib/api/ops';
import { useRouter } from 'next/navigation';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { EditorFrame, PreviewBox, SaveRow, useSiteItem, VisibilityPanel } from './SiteParts.tsx';
import { kstInputToIso, kstPeriod, toKstInput } from './site-schedule.ts';

const text = opsSiteTexts.banners;
const HOUR = 3_600_000;

type Draft = {
  type: string;
  grade: string;
  title: string;
  subtitle: string;
  imageAlt: string;
  imageUrl: string;
  linkUrl: string;
  sort: string;
  startsAt: string;
  endsAt: string;
  isAdult: boolean;
};

function draftOf(banner: TOpsBanner | null): Draft {
  const now = Date.now();
  const start = Math.ceil(now / HOUR) * HOUR;
  return {
    type: banner?.type ?? 'main',
    grade: banner?.grade ?? 'all',
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    imageAlt: banner?.imageAlt ?? '',
    imageUrl: banner?.imageUrl ?? '',
    linkUrl: banner?.linkUrl ?? '',
    sort: String(banner?.sort ?? 0),
    startsAt: toKstInput(banner?.startsAt ?? start),
    endsAt: toKstInput(banner?.endsAt ?? start + 7 * 24 * HOUR),
    isAdult: banner?.isAdult ?? false,
  };
}

/** 배너 편집 (new when `id` is null): the form, the home strip's preview, 숨기기. */
export function BannerEditor({ id }: { id: number | null }) {
  const { load, retry, set } = useSiteItem(id, opsApi.opsSite.banner);
  return (
    <EditorFrame
      back="/ops/banners"
      heading={id === null ? text.newHeading : text.editHeading(id)}
      load={load}
      retry={retry}
    >
      {() =>
        load.kind === 'done' ? (
          <BannerForm key={load.value?.id ?? 'new'} banner={load.value} onSaved={set} />
        ) : null
      }
    </EditorFrame>
  );
}

function BannerForm({
  banner,
  onSaved,
}: {
  banner: TOpsBanner | null;
  onSaved: (banner: TOpsBanner) => void;
}) {
  const router = useRouter();
  const { operator, failure } = useOperator();
  const editable = opsMay(operator.role, 'siteEdit');
  const [draft, setDraft] = useState<Draft>(() => draftOf(banner));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [uploadNote, setUploadNote] = useState('');

  const field =
    (key: keyof Draft) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const target = event.target;
      const value =
        target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      setDraft((current) => ({ ...current, [key]: value }));
    };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploadNote(text.uploading);
    setError('');
    try {
      const form = new FormData();
      form.append('image', file);
      const { imageUrl } = await opsApi.opsSite.uploadBannerImage({ body: form });
      setDraft((current) => ({ ...current, imageUrl }));
      setUploadNote(text.uploaded);
    } catch (failed) {
      setUploadNote('');
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      event.target.value = '';
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setDone('');
    const body: TOpsBannerBody = {
      type: draft.type as TOpsBannerBody['type'],
      grade: draft.grade as NonNullable<TOpsBannerBody['grade']>,
      title: draft.title,
      subtitle: draft.subtitle,
      imageAlt: draft.imageAlt,
      imageUrl: draft.imageUrl,
      linkUrl: draft.linkUrl,
      playlistId: banner?.playlistId ?? null,
      isAdult: draft.isAdult,
      sort: Number.parseInt(draft.sort, 10) || 0,
      startsAt: draft.startsAt,
      endsAt: draft.endsAt,
    };
    try {
      const saved = banner
        ? await opsApi.opsSite.updateBanner({ id: banner.id, body })
        : await opsApi.opsSite.createBanner({ body });
      setDone(opsSiteTexts.saved);
      if (banner) onSaved(saved);
      else router.replace(`/ops/banners/${saved.id}`);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const preview: TBanner = {
    id: banner?.id ?? 0,
    type: draft.type,
    grade: draft.grade,
    title: draft.title,
    subtitle: draft.subtitle,
    imageUrl: draft.imageUrl,
    imageAlt: draft.imageAlt,
    linkUrl: draft.linkUrl,
    isAdult: draft.isAdult,
  };

  return (
    <>
      {editable ? null : <p className={styles.muted}>{opsSiteTexts.readOnly}</p>}
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.editor} disabled={!editable}>
          <div className={styles.editorRow}>
            <FormField label={text.fields.type}>
              {(control) => (
                <select {...control} className={styles.input} value={draft.type} onChange={field('type')}>
                  {BANNER_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {text.types[value]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={text.fields.grade}>
              {(control) => (
                <select {...control} className={styles.input} value={draft.grade} onChange={field('grade')}>
                  {BANNER_GRADES.map((value) => (
                    <option key={value} value={value}>
                      {text.grades[value]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <FormField label={text.fields.title}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                value={draft.title}
                onChange={field('title')}
                maxLength={100}
                required
              />
            )}
          </FormField>
          <FormField label={text.fields.subtitle}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                value={draft.subtitle}
                onChange={field('subtitle')}
                maxLength={200}
              />
            )}
          </FormField>
          <FormField label={text.fields.imageUrl}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                value={draft.imageUrl}
                onChange={field('imageUrl')}
                maxLength={500}
                required
                spellCheck={false}
              />
            )}
          </FormField>
          <FormField label={text.fields.imageFile} hint={uploadNote || undefined}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                className={styles.input}
                onChange={upload}
              />
            )}
          </FormField>
          <FormField label={text.fields.imageAlt}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                value={draft.imageAlt}
                onChange={field('imageAlt')}
                maxLength={200}
                required
              />
            )}
          </FormField>
          <FormField label={text.fields.linkUrl}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                value={draft.linkUrl}
                onChange={field('linkUrl')}
                maxLength={500}
                spellCheck={false}
              />
            )}
          </FormField>
          <div className={styles.editorRow}>
            <FormField label={text.fields.startsAt}>
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  className={styles.input}
                  value={draft.startsAt}
                  onChange={field('startsAt')}
                  required
                />
              )}
            </FormField>
            <FormField label={text.fields.endsAt}>
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  className={styles.input}
                  value={draft.endsAt}
                  onChange={field('endsAt')}
                  required
                />
              )}
            </FormField>
          </div>
          <FormField label={text.fields.sort}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={9999}
                className={styles.input}
                value={draft.sort}
                onChange={field('sort')}
              />
            )}
          </FormField>
          <label className={styles.check}>
            <input type="checkbox" checked={draft.isAdult} onChange={field('isAdult')} />
            {text.fields.isAdult}
          </label>
          {editable ? <SaveRow busy={busy} done={done} error={error} /> : null}
        </fieldset>
      </form>
      <PreviewBox
        schedule={`${opsSiteTexts.schedule}: ${kstPeriod(kstInputToIso(draft.startsAt), kstInputToIso(draft.endsAt))}`}
      >
        {draft.title || draft.imageUrl ? (
          <BannerStrip banners={[preview]} priority={false} />
        ) : (
          <p className={styles.muted}>{opsSiteTexts.previewEmpty}</p>
        )}
      </PreviewBox>
      {banner && editable ? (
        <VisibilityPanel
          item={banner}
          change={(body) => opsApi.opsSite.bannerVisibility({ id: banner.id, body })}
          onChange={onSaved}
        />
      ) : null}
    </>
  );
}
