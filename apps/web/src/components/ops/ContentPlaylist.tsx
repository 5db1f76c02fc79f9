'use client';

import { ApiError } from '@sogon/contract/api-client';
import { opsTexts } from '@sogon/contract/messages/ops';
import { opsCatalogTexts } from '@sogon/contract/messages/ops-catalog';
import { rentalOpsTexts } from '@sogon/contract/messages/rentals';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import type {
  TOpsEpisode,
  TOpsPlaylistDetail,
  TPlaylistCommerceTerms,
} from '@sogon/contract/schemas/ops-catalog';
import { FormField } from '@web/components/form/FormField';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ContentBadge } from './ContentBadge.tsx';
import { priceText } from './ContentSearch.tsx';
import { ContentVisibilityButton } from './ContentVisibility.tsx';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { ReasonField, useReasonField } from './ReasonField.tsx';

const text = opsCatalogTexts;

/** 대여 length and 기다무 terms the console may override (ADR 066): field, bounds, hint. */
const TERM_FIELDS = [
  ['rentalHours', 1, 720, rentalOpsTexts.rentalHoursHint],
  ['waitFreeHours', 0, 720, rentalOpsTexts.waitFreeHoursHint],
  ['waitFreeExcludeNewest', 0, 100, undefined],
  ['waitFreeRentalHours', 0, 720, rentalOpsTexts.waitFreeRentalHoursHint],
] as const satisfies ReadonlyArray<
  readonly [keyof TPlaylistCommerceTerms, number, number, string | undefined]
>;

type Load =
  | { kind: 'loading' }
  | { kind: 'done'; playlist: TOpsPlaylistDetail }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

/** `7:1` lines → categories; null when a line is not of that form. */
export function parseCategories(raw: string): { id: number; sort: number }[] | null {
  const lines = raw
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
  const parsed = lines.map((line) => /^(\d{1,6})(?::(\d{1,6}))?$/.exec(line));
  if (parsed.some((match) => !match)) return null;
  return parsed.map((match) => ({ id: Number(match![1]), sort: Number(match![2] ?? 0) }));
}

/** 플레이리스트 #id: its state, 숨기기 / 공개하기, episodes, and the price / 19+ / category form. */
export function ContentPlaylist({ id }: { id: number | null }) {
  const { operator, failure } = useOperator();
  const [load, setLoad] = useState<Load>(id === null ? { kind: 'missing' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a change or a failure
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    opsApi.opsCatalog.playlist({ id }, { signal: controller.signal }).then(
      (playlist) => setLoad({ kind: 'done', playlist }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await failure(error);
        if (message === null || controller.signal.aborted) return;
        setLoad(
          error instanceof ApiError && error.status === 404
            ? { kind: 'missing' }
            : { kind: 'error', message },
        );
      },
    );
    return () => controller.abort();
  }, [id, failure, attempt]);
  const reload = () => setAttempt((n) => n + 1);

  const back = (
    <p className={styles.back}>
      <Link href="/ops/content">{text.detail.back}</Link>
    </p>
  );
  if (load.kind !== 'done') {
    return (
      <>
        {back}
        <h1 className={styles.title}>{text.heading}</h1>
        {load.kind === 'loading' ? (
          <p role="status" className={styles.muted}>
            {opsTexts.loading}
          </p>
        ) : load.kind === 'missing' ? (
          <p role="alert" className={styles.error}>
            {text.details.noPlaylist}
          </p>
        ) : (
          <RetryPanel message={load.message} onRetry={reload} />
        )}
      </>
    );
  }
  const playlist = load.playlist;
  const moderate = opsMay(operator.role, 'contentModerate');
  const edit = opsMay(operator.role, 'contentEdit');
  return (
    <>
      {back}
      <h1 className={styles.title}>{playlist.title}</h1>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{text.columns.id}</dt>
          <dd>{playlist.id}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{text.columns.channel}</dt>
          <dd>
            {opsMay(operator.role, 'settlements') ? (
              <Link
                href={`/ops/channels/${playlist.channel.id}/contract`}
                aria-label={settlementTexts.ops.contractLink(playlist.channel.name)}
              >
                {playlist.channel.name}
              </Link>
            ) : (
              playlist.channel.name
            )}{' '}
            <ContentBadge status={playlist.channel.status} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{text.columns.status}</dt>
          <dd>
            <ContentBadge status={playlist.status} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{text.columns.adult}</dt>
          <dd>{playlist.isAdult ? text.adultMark : '—'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{text.columns.price}</dt>
          <dd>{priceText(playlist)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{text.detail.categories}</dt>
          <dd>
            {playlist.categories.length === 0
              ? text.detail.noCategories
              : playlist.categories.map((category) => `${category.id}:${category.sort}`).join(', ')}
          </dd>
        </div>
      </dl>
      {moderate && playlist.status !== 'draft' ? (
        <section className={styles.panel} aria-label={text.columns.status}>
          <ContentVisibilityButton
            title={playlist.title}
            status={playlist.status}
            change={(body) => opsApi.opsCatalog.updatePlaylist({ id: playlist.id, body })}
            onDone={reload}
          />
        </section>
      ) : null}
      {edit ? (
        <PlaylistForm playlist={playlist} onDone={reload} />
      ) : (
        <p className={styles.muted}>{text.form.noEditRole}</p>
      )}
      <EpisodeTable episodes={playlist.episodes} moderate={moderate} onDone={reload} />
    </>
  );
}

function PlaylistForm({ playlist, onDone }: { playlist: TOpsPlaylistDetail; onDone: () => void }) {
  const id = useId();
  const { failure } = useOperator();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonField = useReasonField();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const categories = parseCategories(String(data.get('categories') ?? ''));
    setError('');
    setDone('');
    if (!categories) {
      setError(text.details.categoriesFormat);
      return;
    }
    const reason = reasonField.read(data);
    if (reason === null) return;
    setBusy(true);
    try {
      await opsApi.opsCatalog.updatePlaylist({
        id: playlist.id,
        body: {
          reason,
          isAdult: data.get('isAdult') === 'on',
          isFree: data.get('isFree') === 'on',
          price: Number(data.get('price')),
          bundlePrice: Number(data.get('bundlePrice')),
          rentalHours: Number(data.get('rentalHours')),
          waitFreeHours: Number(data.get('waitFreeHours')),
          waitFreeExcludeNewest: Number(data.get('waitFreeExcludeNewest')),
          waitFreeRentalHours: Number(data.get('waitFreeRentalHours')),
          categories,
        },
      });
      setDone(text.actions.done);
      onDone();
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {text.form.heading}
      </h2>
      <form className={styles.actionForm} onSubmit={submit} noValidate key={playlist.updatedAt}>
        <label className={styles.label}>
          <input type="checkbox" name="isAdult" defaultChecked={playlist.isAdult} /> {text.form.isAdult}
        </label>
        <label className={styles.label}>
          <input type="checkbox" name="isFree" defaultChecked={playlist.isFree} /> {text.form.isFree}
        </label>
        <FormField label={text.form.price}>
          {(control) => (
            <input
              {...control}
              name="price"
              type="number"
              min={0}
              max={100000}
              inputMode="numeric"
              className={styles.input}
              defaultValue={playlist.price}
            />
          )}
        </FormField>
        <FormField label={text.form.bundlePrice}>
          {(control) => (
            <input
              {...control}
              name="bundlePrice"
              type="number"
              min={0}
              max={100000}
              inputMode="numeric"
              className={styles.input}
              defaultValue={playlist.bundlePrice}
            />
          )}
        </FormField>
        {TERM_FIELDS.map(([name, min, max, hint]) => (
          <FormField key={name} label={rentalOpsTexts[name]} hint={hint}>
            {(control) => (
              <input
                {...control}
                name={name}
                type="number"
                min={min}
                max={max}
                inputMode="numeric"
                className={styles.input}
                defaultValue={playlist.terms[name]}
              />
            )}
          </FormField>
        ))}
        <FormField label={text.form.categories} hint={text.form.categoriesHint}>
          {(control) => (
            <textarea
              {...control}
              name="categories"
              rows={3}
              className={`${styles.input} ${styles.textarea}`}
              defaultValue={playlist.categories
                .map((category) => `${category.id}:${category.sort}`)
                .join('\n')}
            />
          )}
        </FormField>
        <ReasonField label={text.actions.reason} hint={text.actions.reasonHint} {...reasonField.field} />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <p role="status" className={styles.success}>
          {done}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {text.form.save}
        </button>
      </form>
    </section>
  );
}

function EpisodeTable({
  episodes,
  moderate,
  onDone,
}: {
  episodes: TOpsEpisode[];
  moderate: boolean;
  onDone: () => void;
}) {
  const id = useId();
  return (
    // Not a panel: a grid item would grow to the table's width instead of letting it scroll.
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {text.detail.episodes}
      </h2>
      {episodes.length === 0 ? (
        <p className={styles.muted}>{text.detail.noEpisodes}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        <section className={styles.tableWrap} tabIndex={0} aria-labelledby={`${id}-heading`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text.columns.episodes}</th>
                <th scope="col">{text.columns.title}</th>
                <th scope="col">{text.columns.status}</th>
                <th scope="col">{text.columns.adult}</th>
                <th scope="col">{text.columns.price}</th>
                {moderate ? <th scope="col">{text.actions.hide}</th> : null}
              </tr>
            </thead>
            <tbody>
              {episodes.map((episode) => (
                <tr key={episode.id}>
                  <td>{text.detail.episodeNo(episode.episodeNo)}</td>
                  <th scope="row" className={`${styles.rowHeader} ${styles.wrapCell}`}>
                    {episode.title}
                  </th>
                  <td>
                    <ContentBadge status={episode.status} />
                  </td>
                  <td>{episode.isAdult ? text.adultMark : ''}</td>
                  <td>{priceText(episode)}</td>
                  {moderate ? (
                    <td>
                      {episode.status === 'published' || episode.status === 'hidden' ? (
                        <ContentVisibilityButton
                          title={episode.title}
                          status={episode.status}
                          change={(body) => opsApi.opsCatalog.updateEpisode({ id: episode.id, body })}
                          onDone={onDone}
                        />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
