'use client';

import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import type { TOpsFaq } from '@sogon/contract/schemas/ops-site';
import { FormField } from '@web/components/form/FormField';
import { FaqItems } from '@web/components/site/FaqItems';
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
import { useOpsAnswer } from './use-ops-answer.ts';

const text = opsSiteTexts.faq;

/** FAQ: every entry by category and order, hidden ones too. */
export function FaqList() {
  const captionId = useId();
  const { operator } = useOperator();
  const { result, retry } = useOpsAnswer(opsApi.opsSite.faqs, {});
  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      {opsMay(operator.role, 'siteEdit') ? (
        <Link href="/ops/faq/new" className="button">
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
                <th scope="col">{text.columns.question}</th>
                <th scope="col">{text.columns.category}</th>
                <th scope="col">{text.columns.sort}</th>
                <th scope="col">{text.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {result.value.map((row) => (
                <tr key={row.id}>
                  <td className={styles.num}>{row.id}</td>
                  <th scope="row" className={styles.rowHeader}>
                    <Link href={`/ops/faq/${row.id}`}>{row.question}</Link>
                  </th>
                  <td>{row.category}</td>
                  <td className={styles.num}>{row.sort}</td>
                  <td>
                    <SiteStatusBadge status={row.hiddenAt ? 'hidden' : 'live'} />
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

/** FAQ 편집 (new when `id` is null): category, question, answer, order, the FAQ page's preview. */
export function FaqEditor({ id }: { id: number | null }) {
  const { load, retry, set } = useSiteItem(id, opsApi.opsSite.faq);
  return (
    <EditorFrame
      back="/ops/faq"
      heading={id === null ? text.newHeading : text.editHeading(id)}
      load={load}
      retry={retry}
    >
      {() =>
        load.kind === 'done' ? <FaqForm key={load.value?.id ?? 'new'} faq={load.value} onSaved={set} /> : null
      }
    </EditorFrame>
  );
}

function FaqForm({ faq, onSaved }: { faq: TOpsFaq | null; onSaved: (faq: TOpsFaq) => void }) {
  const router = useRouter();
  const { operator, failure } = useOperator();
  const editable = opsMay(operator.role, 'siteEdit');
  const [category, setCategory] = useState(faq?.category ?? '');
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const [sort, setSort] = useState(String(faq?.sort ?? 0));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setDone('');
    const body = { category, question, answer, sort: Number.parseInt(sort, 10) || 0 };
    try {
      const saved = faq
        ? await opsApi.opsSite.updateFaq({ id: faq.id, body })
        : await opsApi.opsSite.createFaq({ body });
      setDone(opsSiteTexts.saved);
      if (faq) onSaved(saved);
      else router.replace(`/ops/faq/${saved.id}`);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {editable ? null : <p className={styles.muted}>{opsSiteTexts.readOnly}</p>}
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.editor} disabled={!editable}>
          <div className={styles.editorRow}>
            <FormField label={text.fields.category}>
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  value={category}
                  onChange={(event) => setCategory(event.target.value)}
                  maxLength={40}
                  required
                />
              )}
            </FormField>
            <FormField label={text.fields.sort}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={9999}
                  className={styles.input}
                  value={sort}
                  onChange={(event) => setSort(event.target.value)}
                />
              )}
            </FormField>
          </div>
          <FormField label={text.fields.question}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                value={question}
                onChange={(event) => setQuestion(event.target.value)}
                maxLength={300}
                required
              />
            )}
          </FormField>
          <FormField label={text.fields.answer}>
            {(control) => (
              <textarea
                {...control}
                className={`${styles.input} ${styles.textarea}`}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                rows={6}
                maxLength={20_000}
                required
              />
            )}
          </FormField>
          {editable ? <SaveRow busy={busy} done={done} error={error} /> : null}
        </fieldset>
      </form>
      <PreviewBox schedule={opsSiteTexts.always}>
        <FaqItems open faqs={[{ id: faq?.id ?? 0, category, question, answer }]} />
      </PreviewBox>
      {faq && editable ? (
        <VisibilityPanel
          item={faq}
          change={(visibility) => opsApi.opsSite.faqVisibility({ id: faq.id, body: visibility })}
          onChange={onSaved}
        />
      ) : null}
    </>
  );
}
