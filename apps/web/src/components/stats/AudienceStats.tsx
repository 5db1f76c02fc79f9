'use client';

import { clockPosition, spokenPosition, audienceTexts as text } from '@sogon/contract/messages/audience';
import { channelStatsEndpoints } from '@sogon/contract/routes/channel-stats.endpoints';
import type { TRetention } from '@sogon/contract/schemas/audience';
import { useId, useState } from 'react';
import { browserApi } from '../../lib/api/browser.ts';
import { useApiQuery } from '../../lib/api/use-api-query.ts';
import { ScrollRegion } from '../a11y/ScrollRegion.tsx';
import { FormField } from '../form/FormField.tsx';
import { curveShape, recentMonths, retentionRows } from './audience-view.ts';
import styles from './Stats.module.css';

const api = { channelStats: browserApi('channelStats', channelStatsEndpoints) };

const WIDTH = 600;
const HEIGHT = 180;

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <div>
      <p role="alert">{text.failed}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}

export function RetentionCurve({ data }: { data: TRetention }) {
  const [table, setTable] = useState(false);
  const title = data.episodes.find((episode) => episode.contentId === data.contentId)?.title ?? '';
  if (data.plays === 0) return <p className={styles.muted}>{text.retention.noPlays}</p>;
  const shape = curveShape(data, WIDTH, HEIGHT);
  const summary = text.retention.summary(data.halfAt, data.slept / data.plays, data.left / data.plays);
  const last = data.points.at(-1)?.at ?? 0;
  return (
    <div className={styles.chartBlock}>
      <p>
        <strong>{summary}</strong>
      </p>
      <p className={styles.muted}>
        {text.retention.plays(data.plays)} · {text.retention.bucket(data.bucketSec)}
      </p>
      <figure className={styles.chart}>
        <svg
          className={styles.chartSvg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`${text.retention.chartLabel(title)}: ${summary}`}
        >
          {shape.slept.map((bar) => (
            <rect
              key={`s${bar.x}`}
              x={bar.x}
              y={HEIGHT - bar.h}
              width={2}
              height={bar.h}
              className={styles.sleptBar}
            />
          ))}
          {shape.left.map((bar) => (
            <rect
              key={`l${bar.x}`}
              x={bar.x + 2}
              y={HEIGHT - bar.h}
              width={2}
              height={bar.h}
              className={styles.leftBar}
            />
          ))}
          <path d={shape.line} className={styles.curve} vectorEffect="non-scaling-stroke" />
        </svg>
        <div className={styles.chartAxis} aria-hidden="true">
          <span>0:00</span>
          <span>{clockPosition(last)}</span>
        </div>
        <figcaption className={styles.legend}>
          <span className={styles.legendCurve}>{text.retention.legendReached}</span>
          <span className={styles.legendSlept}>{text.retention.legendSlept}</span>
          <span className={styles.legendLeft}>{text.retention.legendLeft}</span>
        </figcaption>
      </figure>
      <button
        type="button"
        className={styles.textButton}
        aria-expanded={table}
        onClick={() => setTable(!table)}
      >
        {table ? text.retention.hideTable : text.retention.showTable}
      </button>
      {table ? (
        <ScrollRegion className={styles.tableWrap} label={text.retention.tableCaption}>
          <table className={styles.table}>
            <caption className="visually-hidden">{text.retention.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.retention.atColumn}</th>
                <th scope="col">{text.retention.reachedColumn}</th>
                <th scope="col">{text.retention.sleptColumn}</th>
                <th scope="col">{text.retention.leftColumn}</th>
              </tr>
            </thead>
            <tbody>
              {retentionRows(data).map((row) => (
                <tr key={row.at}>
                  <th scope="row">{spokenPosition(row.at)}</th>
                  <td>{text.retention.share(row.share)}</td>
                  <td>{text.retention.count(row.slept)}</td>
                  <td>{text.retention.count(row.left)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </div>
  );
}

function RetentionSection({ channelId }: { channelId: number }) {
  const id = useId();
  const [contentId, setContentId] = useState<number | null>(null);
  const asked = useApiQuery(
    api.channelStats.retention,
    { id: channelId, query: contentId === null ? {} : { contentId } },
    { member: true },
  );
  const data = asked.data?.channelId === channelId ? asked.data : undefined;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-retention`}>
      <h2 id={`${id}-retention`}>{text.retention.heading}</h2>
      {asked.error !== undefined && !asked.loading ? <Failed onRetry={asked.reload} /> : null}
      {data && data.episodes.length === 0 ? (
        <p className={styles.muted}>{text.retention.noEpisodes}</p>
      ) : null}
      {data && data.episodes.length > 0 ? (
        <>
          <FormField label={text.retention.episodeLabel}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={data.contentId ?? ''}
                onChange={(event) => setContentId(Number(event.target.value))}
              >
                {data.episodes.map((episode) => (
                  <option key={episode.contentId} value={episode.contentId}>
                    {text.retention.episodeOption(episode.playlistTitle, episode.episodeNo, episode.title)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <p role="status" className={styles.status}>
            {asked.loading ? text.loading : ''}
          </p>
          <RetentionCurve data={data} />
        </>
      ) : null}
    </section>
  );
}

function SourcesSection({
  channelId,
  startDt,
  endDt,
}: {
  channelId: number;
  startDt: string;
  endDt: string;
}) {
  const id = useId();
  const asked = useApiQuery(
    api.channelStats.sources,
    { id: channelId, query: { startDt, endDt } },
    { member: true },
  );
  const data = asked.data;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-sources`}>
      <h2 id={`${id}-sources`}>{text.sources.heading}</h2>
      {asked.error !== undefined && !asked.loading ? <Failed onRetry={asked.reload} /> : null}
      {data && data.plays === 0 ? <p className={styles.muted}>{text.sources.noPlays}</p> : null}
      {data && data.plays > 0 ? (
        <ScrollRegion className={styles.tableWrap} label={text.sources.caption}>
          <table className={styles.table}>
            <caption className="visually-hidden">{text.sources.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.sources.sourceColumn}</th>
                <th scope="col">{text.sources.playsColumn}</th>
                <th scope="col">{text.sources.shareColumn}</th>
              </tr>
            </thead>
            <tbody>
              {data.sources.map((row) => (
                <tr key={row.source}>
                  <th scope="row">{text.sourceNames[row.source]}</th>
                  <td>{text.sources.count(row.plays)}</td>
                  <td>{text.sources.share(row.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {data ? (
        <p className={styles.audience}>
          <span>{text.sources.freeHeading}</span>
          <span>{text.sources.waitFree(data.freeUnlocks.waitFree)}</span>
          <span>{text.sources.pass(data.freeUnlocks.pass)}</span>
        </p>
      ) : null}
    </section>
  );
}

function FansSection({ channelId }: { channelId: number }) {
  const id = useId();
  const months = recentMonths(new Date());
  const [month, setMonth] = useState(months[0]!);
  const asked = useApiQuery(api.channelStats.fans, { id: channelId, query: { month } }, { member: true });
  const data = asked.data?.month === month ? asked.data : undefined;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-fans`}>
      <h2 id={`${id}-fans`}>{text.fans.heading}</h2>
      <FormField label={text.fans.monthLabel}>
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {months.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {asked.error !== undefined && !asked.loading ? <Failed onRetry={asked.reload} /> : null}
      {data && data.fans.length === 0 ? <p className={styles.muted}>{text.fans.empty}</p> : null}
      {data && data.fans.length > 0 ? (
        <ScrollRegion className={styles.tableWrap} label={text.fans.caption(data.month)}>
          <table className={styles.table}>
            <caption className="visually-hidden">{text.fans.caption(data.month)}</caption>
            <thead>
              <tr>
                <th scope="col">{text.fans.rankColumn}</th>
                <th scope="col">{text.fans.nicknameColumn}</th>
                <th scope="col">{text.fans.heartsColumn}</th>
                <th scope="col">{text.fans.tipsColumn}</th>
                <th scope="col">{text.fans.monthsColumn}</th>
              </tr>
            </thead>
            <tbody>
              {data.fans.map((fan) => (
                <tr key={fan.userId}>
                  <th scope="row">{text.fans.rank(fan.rank)}</th>
                  <td className={styles.titleCell}>{fan.nickname}</td>
                  <td>{text.fans.hearts(fan.hearts)}</td>
                  <td>{text.fans.hearts(fan.tipHearts)}</td>
                  <td>{text.fans.months(fan.subscribedMonths)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}

/** 청취자 통계 of /studio/stats: retention per episode, where plays came from, fans by month. */
export function AudienceStats(props: { channelId: number; startDt: string; endDt: string }) {
  return (
    <>
      <RetentionSection key={`r${props.channelId}`} channelId={props.channelId} />
      <SourcesSection {...props} />
      <FansSection key={`f${props.channelId}`} channelId={props.channelId} />
    </>
  );
}
