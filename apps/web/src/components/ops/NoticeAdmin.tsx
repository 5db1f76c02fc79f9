'use client';

import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import type { TOpsNotice } from '@sogon/contract/schemas/ops-site';
import { FormField } from '@web/components/form/FormField';
import { NoticeItems } from '@web/components/site/NoticeItems';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { ListCount, RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import {
  EditorFrame,
  PreviewBox,
  SaveRow,
  SiteStatusBadge,
  useSiteItem,
  VisibilityPanel,
} from './SiteParts.tsx';
import { kstAt, kstInputToIso, siteStatus, toKstInput } from './site-schedule.ts';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = opsSiteTexts.notices;

/** 공지사항: every notice with its Seoul publish time; a later one is 예약. */
export function NoticeList() {
  const captionId = useId();
  const { operator } = useOperator();
  const { result, retry } = useOpsAnswer(opsApi.opsSite.notices, {});
  const now = new Date();
  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      {opsMay(operator.role, 'siteEdit') ? (
        <Link href="/ops/notices/new" className="button">
          {opsSiteTexts.create}
        </Link>
      ) : null}
      <ListCount
        kind={result.kind}
        rows={result.kind === 'done' ? result.value.length : 0}
        empty={text.empty}
        count={text.count}
      />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' && result.value.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId} className="visually-hidden">
              {text.caption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{text.columns.id}</th>
                <th scope="col">{text.columns.title}</th>
                <th scope="col">{text.columns.publishedAt}</th>
                <th scope="col">{text.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {result.value.map((row) => (
                <tr key={row.id}>
                  <td className={styles.num}>{row.id}</td>
                  <th scope="row" className={styles.rowHeader}>
                    <Link href={`/ops/notices/${row.id}`}>{row.title}</Link>
                    {row.isPinned ? ` · ${text.pinned}` : ''}
                  </th>
                  <td className={styles.wrapCell}>{kstAt(row.publishedAt)}</td>
                  <td>
                    <SiteStatusBadge
                      status={siteStatus({ startsAt: row.publishedAt, hiddenAt: row.hiddenAt }, now)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}

/** 공지사항 편집 (new when `id` is null): title, body, pin, publish time, the notice page's preview. */
export function NoticeEditor({ id }: { id: number | null }) {
  const { load, retry, set } = useSiteItem(id, opsApi.opsSite.notice);
  return (
    <EditorFrame
      back="/ops/notices"
      heading={id === null ? text.newHeading : text.editHeading(id)}
      load={load}
      retry={retry}
    >
      {() =>
        load.kind === 'done' ? (
          <NoticeForm key={load.value?.id ?? 'new'} notice={load.value} onSaved={set} />
        ) : null
      }
    </EditorFrame>
  );
}

function NoticeForm({
  notice,
  onSaved,
}: {
  notice: TOpsNotice | null;
  onSaved: (notice: TOpsNotice) => void;
}) {
  const router = useRouter();
  const { operator, failure } = useOperator();
  const editable = opsMay(operator.role, 'siteEdit');
  const [title, setTitle] = useState(notice?.title ?? '');
  const [body, setBody] = useState(notice?.body ?? '');
  const [isPinned, setPinned] = useState(notice?.isPinned ?? false);
  const [publishAt, setPublishAt] = useState(() => toKstInput(notice?.publishedAt ?? Date.now()));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setDone('');
    const payload = { title, body, isPinned, publishAt };
    try {
      const saved = notice
        ? await opsApi.opsSite.updateNotice({ id: notice.id, body: payload })
        : await opsApi.opsSite.createNotice({ body: payload });
      setDone(opsSiteTexts.saved);
      if (notice) onSaved(saved);
      else router.replace(`/ops/notices/${saved.id}`);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const publishedAt = kstInputToIso(publishAt);
  return (
    <>
      {editable ? null : <p className={styles.muted}>{opsSiteTexts.readOnly}</p>}
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.editor} disabled={!editable}>
          <FormField label={text.fields.title}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                maxLength={200}
                required
              />
            )}
          </FormField>
          <FormField label={text.fields.body}>
            {(control) => (
              <textarea
                {...control}
                className={`${styles.input} ${styles.textarea}`}
                value={body}
                onChange={(event) => setBody(event.target.value)}
                rows={8}
                maxLength={20_000}
                required
              />
            )}
          </FormField>
          <FormField label={text.fields.publishAt}>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                className={styles.input}
                value={publishAt}
                onChange={(event) => setPublishAt(event.target.value)}
                required
              />
            )}
          </FormField>
          <label className={styles.check}>
            <input type="checkbox" checked={isPinned} onChange={(event) => setPinned(event.target.checked)} />
            {text.fields.isPinned}
          </label>
          {editable ? <SaveRow busy={busy} done={done} error={error} /> : null}
        </fieldset>
      </form>
      <PreviewBox schedule={`${opsSiteTexts.publishSchedule}: ${publishedAt ? kstAt(publishedAt) : '…'}`}>
        <NoticeItems
          open
          notices={[
            {
              id: notice?.id ?? 0,
              title,
              body,
              isPinned,
              publishedAt: publishedAt ?? new Date().toISOString(),
            },
          ]}
        />
      </PreviewBox>
      {notice && editable ? (
        <VisibilityPanel
          item={notice}
          change={(visibility) => opsApi.opsSite.noticeVisibility({ id: notice.id, body: visibility })}
          onChange={onSaved}
        />
      ) : null}
    </>
  );
}
