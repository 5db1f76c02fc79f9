'use client';

import { moderationTexts } from '@sogon/contract/messages/ops-moderation';
import { COMMUNITY_TYPES, type TCommunityType } from '@sogon/contract/moderation';
import type { TOpsCommunityItem } from '@sogon/contract/schemas/ops-moderation';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { formatOpsTime } from './format.ts';
import { RetryPanel } from './ListParts.tsx';
import styles from './Moderation.module.css';
import ops from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { ReasonField, useReasonField } from './ReasonField.tsx';
import { ContentStateBadge } from './ReportQueue.tsx';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = moderationTexts.community;
type Action = 'hide' | 'unhide' | 'delete';

const typeOf = (raw: string | null): TCommunityType =>
  COMMUNITY_TYPES.find((type) => type === raw) ?? 'comment';
const idOf = (raw: string | null): number | null => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null);

/** 커뮤니티 관리: find a comment, board post or gallery picture by number; hide, show again or delete it. */
export function CommunityLookup() {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const type = typeOf(params.get('type'));
  const itemId = idOf(params.get('id'));
  const [idError, setIdError] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const pickedId = idOf(String(data.get('id') ?? '').trim());
    if (pickedId === null) {
      setIdError(text.idInvalid);
      return;
    }
    setIdError('');
    router.push(`${pathname}?type=${typeOf(String(data.get('type')))}&id=${pickedId}`);
  };

  return (
    <>
      <h1 className={ops.title}>{text.heading}</h1>
      <p className={ops.muted}>{text.lead}</p>
      <search>
        <form className={ops.searchForm} onSubmit={submit} key={`${type}|${itemId ?? ''}`} noValidate>
          <div className={ops.filterField}>
            <label htmlFor={`${id}-type`} className={ops.label}>
              {text.type}
            </label>
            <select id={`${id}-type`} name="type" className={ops.input} defaultValue={type}>
              {COMMUNITY_TYPES.map((value) => (
                <option key={value} value={value}>
                  {moderationTexts.communityTypes[value]}
                </option>
              ))}
            </select>
          </div>
          <div className={ops.filterField}>
            <label htmlFor={`${id}-id`} className={ops.label}>
              {text.id}
            </label>
            <input
              id={`${id}-id`}
              name="id"
              inputMode="numeric"
              className={ops.input}
              defaultValue={itemId ?? ''}
              autoComplete="off"
              aria-invalid={idError ? true : undefined}
              aria-describedby={idError ? `${id}-id-error` : undefined}
            />
          </div>
          <button type="submit" className={`button ${ops.searchButton}`}>
            {text.find}
          </button>
        </form>
      </search>
      {idError ? (
        <p id={`${id}-id-error`} role="alert" className={ops.error}>
          {idError}
        </p>
      ) : null}
      {itemId !== null ? <CommunityItem key={`${type}:${itemId}`} type={type} id={itemId} /> : null}
    </>
  );
}

function CommunityItem({ type, id: itemId }: { type: TCommunityType; id: number }) {
  const { result, retry } = useOpsAnswer(opsApi.opsModeration.item, { type, id: itemId });
  const [item, setItem] = useState<TOpsCommunityItem | null>(null);
  useEffect(() => {
    if (result.kind === 'done') setItem(result.value);
  }, [result]);

  if (result.kind === 'loading') {
    return (
      <p role="status" className={ops.count}>
        {moderationTexts.reports.working}
      </p>
    );
  }
  if (result.kind === 'error') return <RetryPanel message={result.message} onRetry={retry} />;
  const shown = item ?? result.value;
  return <CommunityCard item={shown} onChange={setItem} />;
}

function CommunityCard({
  item,
  onChange,
}: {
  item: TOpsCommunityItem;
  onChange: (item: TOpsCommunityItem) => void;
}) {
  const id = useId();
  const { operator, failure } = useOperator();
  const { open } = useModal();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const reasonField = useReasonField();
  const typeName = moderationTexts.communityTypes[item.type];
  const actions: Action[] =
    item.state === 'visible' ? ['hide', 'delete'] : item.state === 'hidden' ? ['unhide', 'delete'] : [];
  const label = { hide: text.hide, unhide: text.unhide, delete: text.remove };

  const act = async (action: Action, reason: string) => {
    setBusy(true);
    setError('');
    try {
      const input = { type: item.type, id: item.id, body: { reason } };
      const call =
        action === 'hide'
          ? opsApi.opsModeration.hide
          : action === 'unhide'
            ? opsApi.opsModeration.unhide
            : opsApi.opsModeration.remove;
      const next = await call(input);
      if (reasonField.ref.current) reasonField.ref.current.value = '';
      setDone(text.done[action]);
      onChange(next);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = actions.find((candidate) => candidate === submitter?.value) ?? actions[0]!;
    setDone('');
    const reason = reasonField.read(new FormData(event.currentTarget));
    if (reason === null) return;
    if (action === 'delete') {
      open<ConfirmModalProps>({
        key: 'ops-community-delete-confirm',
        component: ConfirmModal,
        overlayClose: true,
        escClose: true,
        props: {
          title: text.removeConfirm(typeName, item.id),
          body: moderationTexts.reports.resolution(reason),
          confirmLabel: text.remove,
          onConfirm: () => void act('delete', reason),
        },
      });
    } else void act(action, reason);
  };

  return (
    <section className={`${styles.card} ${styles.found}`} aria-labelledby={`${id}-head`}>
      <h2 id={`${id}-head`} className={styles.cardHead}>
        <span>{moderationTexts.reports.target(typeName, item.id)}</span>
        <ContentStateBadge state={item.state} />
      </h2>
      <div className={styles.preview}>
        {item.preview.thumbnailUrl ? (
          // biome-ignore lint/performance/noImgElement: a small preview from /media
          <img className={styles.thumb} src={item.preview.thumbnailUrl} alt="" width={72} height={72} />
        ) : null}
        <p className={styles.excerpt}>
          {item.preview.title ? <span className={styles.excerptTitle}>{item.preview.title}</span> : null}
          {item.preview.excerpt}
        </p>
      </div>
      <ul className={styles.meta}>
        <li>
          {item.author
            ? moderationTexts.reports.author(`${item.author.username} (#${item.author.id})`)
            : moderationTexts.reports.noAuthor}
        </li>
        <li>{text.channel(item.channel.name)}</li>
        <li>
          <time dateTime={item.createdAt}>{text.createdAt(formatOpsTime(item.createdAt))}</time>
        </li>
        <li>{text.openReports(item.openReports)}</li>
      </ul>
      <div className={styles.actions}>
        {item.preview.sitePath ? (
          <a className={styles.link} href={item.preview.sitePath} target="_blank" rel="noreferrer">
            {moderationTexts.reports.openOnSite}
          </a>
        ) : null}
        {opsMay(operator.role, 'audit') ? (
          <Link className={styles.link} href={`/ops/audit?q=${item.type}:${item.id}`}>
            {text.auditLink}
          </Link>
        ) : null}
      </div>
      <p role="status" className={ops.success}>
        {done}
      </p>
      <p role="alert" className={ops.error}>
        {error}
      </p>
      {actions.length > 0 ? (
        <form className={ops.actionForm} onSubmit={submit} noValidate>
          <ReasonField label={text.reason} {...reasonField.field} />
          <div className={ops.actionButtons}>
            {actions.map((action) => (
              <button
                key={action}
                type="submit"
                name="action"
                value={action}
                className={`button ${action === 'delete' ? styles.remove : 'button-secondary'}`}
                disabled={busy}
              >
                {busy ? moderationTexts.reports.working : label[action]}
              </button>
            ))}
          </div>
        </form>
      ) : null}
    </section>
  );
}
