import { kstDate, kstParts } from '@sogon/contract/time/kst';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { DEMO_CREATOR } from './demo-creator.ts';

const SEED_NAME = 'demo-schedule-v1';

/**
 * One scheduled episode in the demo catalog (issue 37, ADR 066) so a newcomer sees 예약 and
 * 선공개 in the studio: the next episode of the demo creator's paid audio-toon, opening at 20:00
 * Seoul time three days after the seed runs, and earlier to the members of the channel's tier
 * with early access (its early_access_days; else two days to its first tier; none without tiers). It reuses the media of the playlist's last
 * episode; the demo publishing run packages it like the others.
 */
export const DEMO_SCHEDULED = {
  playlist: '오디오툰: 별을 세는 편의점',
  title: '손님이 남긴 편지',
  inDays: 3,
  hourKst: 20,
  earlyDays: 2,
};

/** 20:00 KST `inDays` Seoul days after `now`. */
export function demoOpenTime(now: Date): Date {
  const today = kstParts(now);
  return kstDate(today.year, today.month, today.day + DEMO_SCHEDULED.inDays, DEMO_SCHEDULED.hourKst);
}

export async function seedDemoSchedule(deps: { db: Db; log: (line: string) => void; now?: Date }) {
  const openDt = demoOpenTime(deps.now ?? new Date());
  const added = await deps.db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      insert into seed_runs (name) values (${SEED_NAME}) on conflict do nothing returning name`);
    if (claimed.rows.length === 0) return null;
    const result = await tx.execute<{ id: number }>(sql`
      with last as (
        select c.* from contents c
          join playlists p on p.id = c.playlist_id
          join channels ch on ch.id = p.channel_id
         where p.title = ${DEMO_SCHEDULED.playlist} and ch.name = ${DEMO_CREATOR.channel}
         order by c.episode_no desc limit 1
      ), tier as (
        select t.tier_id, t.early_access_days from channel_subscription_products t join last on true
          join playlists p on p.id = last.playlist_id
         where t.channel_id = p.channel_id and t.active
         order by (t.early_access_days > 0) desc, t.sort, t.tier_id limit 1
      )
      insert into contents (playlist_id, episode_no, title, media_type, is_free, price, rental_price,
                            is_adult, duration_sec, media_key, cover_img, open_dt, early_days, early_tier_ids)
      select last.playlist_id, last.episode_no + 1, ${DEMO_SCHEDULED.title}, last.media_type, false,
             greatest(last.price, 1), last.rental_price, last.is_adult, last.duration_sec, last.media_key,
             last.cover_img, ${openDt.toISOString()}::timestamptz,
             coalesce((select case when tier.early_access_days > 0 then tier.early_access_days
                                   else ${DEMO_SCHEDULED.earlyDays} end from tier), 0),
             coalesce((select array_agg(tier_id) from tier), '{}')
        from last
      returning id::int as id`);
    return result.rows[0]?.id ?? null;
  });
  if (added !== null)
    deps.log(`demo: episode ${added} scheduled for ${openDt.toISOString()} (선공개 to one tier)`);
}
