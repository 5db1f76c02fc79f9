import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { seedRuns } from '#api/db/schema/index';
import { DEMO_CHANNELS } from './demo-data.ts';

const SEED_NAME = 'demo-activity-v1';
/** How far back the demo's listening history goes. */
export const DEMO_ACTIVITY_DAYS = 60;

/**
 * Sixty days of listening on the demo channels' episodes, so 채널 통계 and the rankings have a
 * history to show on a fresh machine. Deterministic (a hash of episode and hour), busier at
 * night in Seoul (ASMR is for falling asleep) and growing towards today. Only activity signals
 * are made up: no purchases, follows or likes by people who do not exist, so every heart in the
 * statistics is one the ledger holds.
 */
export async function seedDemoActivity(deps: { db: Db; log: (line: string) => void; now?: Date }) {
  const done = await deps.db.select().from(seedRuns).where(sql`${seedRuns.name} = ${SEED_NAME}`);
  if (done.length > 0) return;
  const now = deps.now ?? new Date();
  const names = DEMO_CHANNELS.map((channel) => channel.name);
  await deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    await tx.execute(sql`
      with episodes as (
        select c.id, greatest(c.duration_sec, 60) as duration_sec,
               1 + abs(hashtext('demo-popularity:' || c.id)) % 6 as popularity
          from contents c
          join playlists p on p.id = c.playlist_id
          join channels ch on ch.id = p.channel_id
         where ch.name in (${sql.join(
           names.map((name) => sql`${name}`),
           sql`, `,
         )}) and c.status = 'published' and p.status = 'published'
      ),
      hours as (
        select h, extract(hour from h at time zone 'Asia/Seoul')::int as seoul_hour,
               extract(epoch from (${now}::timestamptz - h)) / 86400.0 as age_days
          from generate_series(date_trunc('hour', ${now}::timestamptz) - make_interval(days => ${DEMO_ACTIVITY_DAYS}),
                               date_trunc('hour', ${now}::timestamptz), interval '1 hour') h
      ),
      draws as (
        select e.id, e.duration_sec, hr.h,
               abs(hashtext('demo-plays:' || e.id || ':' || hr.h)) % 100 as roll,
               e.popularity
                 * (case when hr.seoul_hour in (22, 23, 0, 1) then 4 when hr.seoul_hour in (20, 21, 2, 3) then 2 else 1 end)
                 * (1.6 - hr.age_days / ${DEMO_ACTIVITY_DAYS}) as weight
          from episodes e cross join hours hr
      ),
      activity as (
        select id, duration_sec, h, floor(weight * roll / 160.0)::int as plays, roll
          from draws
      )
      insert into content_activity (content_id, hour, visits, plays, playtime_sec, likes)
      select id, h, plays + roll % 3, plays,
             (plays * duration_sec * (40 + roll % 55) / 100)::bigint, 0
        from activity
       where plays > 0 or roll % 3 > 0
      on conflict do nothing`);
    await tx.execute(sql`
      insert into content_visitors (content_id, day, visitors)
      select a.content_id, (a.hour at time zone 'Asia/Seoul')::date, greatest(1, (sum(a.visits) * 0.7)::int)
        from content_activity a
       where a.hour >= date_trunc('hour', ${now}::timestamptz) - make_interval(days => ${DEMO_ACTIVITY_DAYS})
       group by 1, 2
      on conflict do nothing`);
  });
  deps.log(`demo listening history ready (${DEMO_ACTIVITY_DAYS} days)`);
}
