'use client';

import { STATS_SORT_COLUMNS } from '@sogon/contract/limits';
import { statsTexts as text } from '@sogon/contract/messages/stats';
import type { TStatsSortColumn } from '@sogon/contract/schemas/stats';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { FormField } from '@web/components/form/FormField';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId } from 'react';
import { AudienceStats } from './AudienceStats.tsx';
import styles from './Stats.module.css';
import { StatsChart } from './StatsChart.tsx';
import { StatsPeriodForm } from './StatsPeriodForm.tsx';
import { StatsPlaylistTable } from './StatsPlaylistTable.tsx';
import { StatsSummary } from './StatsSummary.tsx';
import { periodLength, presetPeriod } from './stats-view.ts';
import { type StatsRequest, useChannelStats, useOwnedChannels } from './use-stats.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The request the address asks for (?channel, startDt, endDt, sortCol, sort), defaults filled in. */
function requestFrom(params: URLSearchParams, channelIds: number[]): StatsRequest | null {
  const asked = Number(params.get('channel'));
  const channelId = channelIds.includes(asked) ? asked : channelIds[0];
  if (channelId === undefined) return null;
  const fallback = presetPeriod(7);
  const startDt = params.get('startDt') ?? '';
  const endDt = params.get('endDt') ?? '';
  const period = DAY.test(startDt) && DAY.test(endDt) ? { startDt, endDt } : fallback;
  const column = params.get('sortCol') as TStatsSortColumn;
  return {
    channelId,
    ...period,
    sortCol: STATS_SORT_COLUMNS.includes(column) ? column : 'plays',
    sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
  };
}

/**
 * /studio/stats: a channel owner reads the figures of a period (the address keeps the channel,
 * the period and the sort, so a view can be bookmarked or shared with a co-worker).
 */
export function StatsPage() {
  const id = useId();
  const openLogin = useLoginModal();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { owned, reload: reloadOwned } = useOwnedChannels();
  const channels = owned.state === 'ready' ? owned.data.channels : [];
  const request = requestFrom(
    new URLSearchParams(params.toString()),
    channels.map((channel) => channel.channelId),
  );
  const { stats, refreshing, reload } = useChannelStats(request);

  const go = (change: Partial<StatsRequest>) => {
    if (!request) return;
    const next = { ...request, ...change };
    const query = new URLSearchParams({
      channel: String(next.channelId),
      startDt: next.startDt,
      endDt: next.endDt,
      sortCol: next.sortCol,
      sort: next.sort,
    });
    router.replace(`${pathname}?${query}`, { scroll: false });
  };

  if (owned.state === 'needLogin' || stats.state === 'needLogin') {
    return (
      <section className={styles.panel}>
        <p>{text.page.needLogin}</p>
        <div>
          <button type="button" className="button" onClick={() => openLogin()}>
            {text.page.login}
          </button>
        </div>
      </section>
    );
  }
  if (owned.state === 'loading') return <p role="status">{text.page.loading}</p>;
  if (owned.state === 'failed') {
    return (
      <section className={styles.panel}>
        <p role="alert">{owned.message || text.page.failed}</p>
        <div>
          <button type="button" className="button button-secondary" onClick={reloadOwned}>
            {text.page.retry}
          </button>
        </div>
      </section>
    );
  }
  if (!request) return <p className={styles.panel}>{text.page.noChannel}</p>;

  const data = stats.state === 'ready' && stats.data.channelId === request.channelId ? stats.data : null;
  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-label={text.page.periodLabel}>
        {channels.length > 1 ? (
          <FormField label={text.page.channelLabel}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={request.channelId}
                onChange={(event) => go({ channelId: Number(event.target.value) })}
              >
                {channels.map((channel) => (
                  <option key={channel.channelId} value={channel.channelId}>
                    {channel.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <StatsPeriodForm
          key={`${request.startDt}~${request.endDt}`}
          startDt={request.startDt}
          endDt={request.endDt}
          onChange={(period) => go(period)}
        />
      </section>

      <p role="status" className={styles.status}>
        {refreshing ? text.page.loading : ''}
      </p>
      {stats.state === 'failed' ? (
        <section className={styles.panel}>
          <p role="alert">{stats.message || text.page.failed}</p>
          <div>
            <button type="button" className="button button-secondary" onClick={reload}>
              {text.page.retry}
            </button>
          </div>
        </section>
      ) : null}

      {data ? (
        <>
          <section className={styles.panel} aria-labelledby={`${id}-totals`}>
            <div className={styles.panelHeader}>
              <h2 id={`${id}-totals`}>{text.page.totalsHeading}</h2>
              <p className={styles.muted}>
                {text.page.period(data.startDt, data.endDt, periodLength(data.startDt, data.endDt))}
              </p>
              <p className={styles.audience}>
                <span>{text.page.followers(data.followers)}</span>
                <span>{text.page.subscribers(data.subscribers)}</span>
              </p>
            </div>
            <StatsSummary totals={data.totals} previous={data.previous} />
          </section>
          <section className={styles.panel} aria-labelledby={`${id}-daily`}>
            <h2 id={`${id}-daily`}>{text.page.dailyHeading}</h2>
            <StatsChart days={data.daily} />
          </section>
          <section className={styles.panel} aria-labelledby={`${id}-playlists`}>
            <h2 id={`${id}-playlists`}>{text.page.playlistsHeading}</h2>
            <StatsPlaylistTable
              rows={data.playlists}
              sortCol={data.sortCol}
              sort={data.sort}
              onSort={(sortCol, sort) => go({ sortCol, sort })}
            />
          </section>
          <AudienceStats channelId={request.channelId} startDt={request.startDt} endDt={request.endDt} />
        </>
      ) : null}
    </div>
  );
}
