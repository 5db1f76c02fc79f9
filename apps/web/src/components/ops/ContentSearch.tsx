'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import { opsCatalogTexts } from '@sogon/contract/messages/ops-catalog';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import { CONTENT_STATUSES, OPS_CATEGORY_IDS } from '@sogon/contract/ops-limits';
import type { TContentStatus, TOpsChannelRow, TOpsPlaylistRow } from '@sogon/contract/schemas/ops-catalog';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import { ContentBadge } from './ContentBadge.tsx';
import { ContentVisibilityButton } from './ContentVisibility.tsx';
import { ListCount, RetryPanel, SearchField } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { useOpsList } from './use-ops-list.ts';

const text = opsCatalogTexts;
const LIMIT = 50;

function pick<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw);
}

/** 콘텐츠: playlists (or channels) by title, channel or id, with filters kept in the URL. */
export function ContentSearch() {
  const params = useSearchParams();
  const tab = params.get('tab') === 'channels' ? 'channels' : 'playlists';
  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <nav aria-label={text.heading}>
        <ul className={styles.actionButtons}>
          {(['playlists', 'channels'] as const).map((value) => (
            <li key={value} style={{ listStyle: 'none' }}>
              <Link
                href={value === 'playlists' ? '/ops/content' : '/ops/content?tab=channels'}
                aria-current={tab === value ? 'page' : undefined}
                className={`button ${tab === value ? '' : 'button-secondary'}`}
              >
                {text.tabs[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'channels' ? <ChannelList /> : <PlaylistList />}
    </>
  );
}

function PlaylistList() {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const q = params.get('q') ?? '';
  const status = pick(CONTENT_STATUSES, params.get('status'));
  const adult = pick(['true', 'false'] as const, params.get('adult'));
  const paid = pick(['free', 'paid'] as const, params.get('paid'));
  const categoryRaw = Number(params.get('category'));
  const category = OPS_CATEGORY_IDS.includes(categoryRaw as never) ? categoryRaw : undefined;
  const { result, retry } = useOpsList(opsApi.opsCatalog.playlists, {
    q: q || undefined,
    status,
    adult,
    paid,
    category,
    limit: LIMIT,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['q', 'status', 'adult', 'paid', 'category']) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    const search = next.toString();
    if (search === params.toString()) retry();
    else router.push(search ? `${pathname}?${search}` : pathname);
  };

  const select = (name: string, label: string, value: string, options: [string, string][]) => (
    <div className={styles.filterField}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <select id={`${id}-${name}`} name={name} className={styles.input} defaultValue={value}>
        <option value="">{text.search.any}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <search>
        <form className={styles.searchForm} onSubmit={submit} key={params.toString()}>
          <SearchField id={`${id}-q`} label={text.search.label} value={q} />
          {select(
            'status',
            text.search.status,
            status ?? '',
            CONTENT_STATUSES.map((value) => [value, text.status[value as TContentStatus]]),
          )}
          {select('adult', text.search.adult, adult ?? '', [
            ['true', text.search.adultOnly],
            ['false', text.search.notAdult],
          ])}
          {select('paid', text.search.paid, paid ?? '', [
            ['free', text.search.free],
            ['paid', text.search.paidOnly],
          ])}
          {select(
            'category',
            text.search.category,
            category ? String(category) : '',
            OPS_CATEGORY_IDS.map((value) => [String(value), String(value)]),
          )}
          <button type="submit" className={`button ${styles.searchButton}`}>
            {text.search.submit}
          </button>
        </form>
      </search>
      <ListCount
        kind={result.kind}
        rows={result.kind === 'done' ? result.value.length : 0}
        empty={text.search.empty}
        count={text.search.count}
      />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' && result.value.length > 0 ? <PlaylistTable rows={result.value} /> : null}
    </>
  );
}

export function priceText(row: { isFree: boolean; price: number }): string {
  return row.isFree ? text.free : text.hearts(row.price);
}

function PlaylistTable({ rows }: { rows: TOpsPlaylistRow[] }) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
    <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          {text.tabs.playlists}
        </caption>
        <thead>
          <tr>
            <th scope="col">{text.columns.id}</th>
            <th scope="col">{text.columns.title}</th>
            <th scope="col">{text.columns.channel}</th>
            <th scope="col">{text.columns.status}</th>
            <th scope="col">{text.columns.adult}</th>
            <th scope="col">{text.columns.price}</th>
            <th scope="col">{text.columns.episodes}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={styles.num}>{row.id}</td>
              <th scope="row" className={`${styles.rowHeader} ${styles.wrapCell}`}>
                <Link href={`/ops/content/${row.id}`}>{row.title}</Link>
              </th>
              <td className={styles.wrapCell}>{row.channel.name}</td>
              <td>
                <ContentBadge status={row.status} />
              </td>
              <td>{row.isAdult ? text.adultMark : ''}</td>
              <td>{priceText(row)}</td>
              <td className={styles.num}>{row.episodeCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ChannelList() {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { operator } = useOperator();
  const q = params.get('q') ?? '';
  const { result, retry } = useOpsList(opsApi.opsCatalog.channels, {
    q: q || undefined,
    limit: LIMIT,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const next = new URLSearchParams({ tab: 'channels', ...(keyword ? { q: keyword } : {}) });
    if (next.toString() === params.toString()) retry();
    else router.push(`${pathname}?${next}`);
  };
  const rows: TOpsChannelRow[] = result.kind === 'done' ? result.value : [];
  return (
    <>
      <search>
        <form className={styles.searchForm} onSubmit={submit} key={q}>
          <SearchField id={`${id}-q`} label={text.search.label} value={q} />
          <button type="submit" className={`button ${styles.searchButton}`}>
            {text.search.submit}
          </button>
        </form>
      </search>
      <ListCount kind={result.kind} rows={rows.length} empty={text.search.empty} count={text.search.count} />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {rows.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        <section className={styles.tableWrap} aria-label={text.tabs.channels} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text.columns.id}</th>
                <th scope="col">{text.columns.name}</th>
                <th scope="col">{text.columns.status}</th>
                <th scope="col">{text.columns.playlists}</th>
                <th scope="col">
                  <span className="visually-hidden">{opsTexts.member.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={styles.num}>{row.id}</td>
                  <th scope="row" className={`${styles.rowHeader} ${styles.wrapCell}`}>
                    {opsMay(operator.role, 'settlements') ? (
                      <Link
                        href={`/ops/channels/${row.id}/contract`}
                        aria-label={settlementTexts.ops.contractLink(row.name)}
                      >
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )}
                    {row.isAdult ? ` (${text.adultMark})` : ''}
                  </th>
                  <td>
                    <ContentBadge status={row.status} />
                  </td>
                  <td className={styles.num}>{row.playlistCount}</td>
                  <td>
                    {opsMay(operator.role, 'contentModerate') ? (
                      <ContentVisibilityButton
                        title={row.name}
                        status={row.status}
                        change={(body) => opsApi.opsCatalog.updateChannel({ id: row.id, body })}
                        onDone={retry}
                      />
                    ) : null}
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
