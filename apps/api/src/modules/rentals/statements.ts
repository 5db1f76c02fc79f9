import { sql } from 'drizzle-orm';
import { sqlText } from '#api/db/sql-text';
import {
  type Audience,
  adultAllowedSql,
  episodeOpenForSql,
  openEpisodeSql,
  shownChannelSql,
  viewerOfAudience,
} from '#api/modules/access';

/*
 * 대여 and 기다무 in SQL (ADR 066). A rental is a `rentals` row, held while `ends_at` is ahead of
 * the caller's clock (never the database's now(): a test clock moves it).
 *
 * The reads spell the rules of the unlock statement (purchases/repository.ts): the playlist is
 * published, of a shown channel, not 19+ unless the viewer may see adult items; the episode is
 * one of its published episodes open to the member now (to everyone, or 선공개 for them:
 * visibility-sql.ts `episodeOpenForSql`), not 19+ itself unless allowed. A 선공개 episode is
 * rented like any other by a member who hears it early; 기다무 leaves it out (ADR 070).
 */

/** The playlist and the episode asked for, with what the member holds of it. Parameters as below. */
function episodeFacts(audience: Audience) {
  const viewer = viewerOfAudience(audience);
  const shown = sqlText(shownChannelSql('ch'));
  const playlistHidden = sqlText(sql`not (${adultAllowedSql(viewer, 'p', 'ch')})`);
  const episodeAllowed = sqlText(adultAllowedSql(viewer, 'c'));
  const openForMember = sqlText(episodeOpenForSql(sql.raw('$1::bigint'), sql.raw('$4::timestamptz'), 'c'));
  const openToAll = sqlText(openEpisodeSql(sql.raw('$4::timestamptz'), 'c'));
  return `pl as (
  select true as found, p.title, p.rental_hours, p.wait_free_hours, p.wait_free_exclude_newest,
         p.wait_free_rental_hours, ${shown} as shown, ${playlistHidden} as adult_hidden
    from playlists p join channels ch on ch.id = p.channel_id
   where p.id = $2::bigint and p.status = 'published'),
eps as (
  select c.id, c.episode_no, c.title, c.is_free, c.price, c.rental_price, ${openToAll} as open_to_all
    from contents c
   where c.playlist_id = $2::bigint and ${openForMember} and ${episodeAllowed}),
ep as (select * from eps where eps.id = $3::bigint),
owns as (
  select exists (select 1 from purchases u
                  where u.user_id = $1::bigint and u.playlist_id = $2::bigint
                    and (u.content_id is null or u.content_id = $3::bigint)) as yes),
live as (
  select max(r.ends_at) as ends_at from rentals r
   where r.user_id = $1::bigint and r.content_id = $3::bigint and r.ends_at > $4::timestamptz)`;
}

/**
 * Rent one episode (대여): run after `pg_advisory_xact_lock` on the member and episode in the same
 * transaction, so a second request sees the first's rental (a new snapshot after the lock) and
 * is refused: one rental, one spend. The spend is `ledger_spend` (kind 'rental', reference
 * playlist:N: the channel's 'rental' earning), its key the client's or the member's n-th rental
 * of the episode; the row goes in only when the spend moved hearts. A retry with a used client
 * key answers the rental that key bought.
 * $1 member, $2 playlist, $3 episode, $4 now, $5 the client's key or null.
 */
function rentStatement(audience: Audience) {
  return {
    name: `rental_rent_${audience}`,
    text: `with ${episodeFacts(audience)},
retry as (
  select r.ends_at from ledger_transactions t join rentals r on r.transaction_id = t.id
   where $5::text is not null and t.user_id = $1::bigint and t.kind = 'rental' and t.idempotency_key = $5::text),
decision as materialized (
  select case when pl.found is null or not pl.shown then 'missing'
              when pl.adult_hidden then 'adult'
              when ep.id is null then 'unknown'
              when exists (select 1 from retry) then 'retry'
              when ep.is_free then 'free'
              when ep.rental_price <= 0 then 'not_for_rent'
              when owns.yes then 'owned'
              when live.ends_at is not null then 'rented'
              else 'rent' end as outcome,
         ep.rental_price as hearts, pl.rental_hours, pl.title || ' · ' || ep.title as memo,
         live.ends_at as live_until,
         (select count(*) from rentals r where r.user_id = $1::bigint and r.content_id = $3::bigint) as n
    from (select 1) one left join pl on true left join ep on true cross join owns cross join live),
spent as materialized (
  select s.* from decision d,
         ledger_spend($1::bigint, 'rental', coalesce($5::text, 'rental:' || $3::bigint || ':' || (d.n + 1)),
                      'playlist:' || $2::bigint, d.memo, d.hearts) s
   where d.outcome = 'rent'),
rented as (
  insert into rentals (user_id, playlist_id, content_id, source, hearts, transaction_id, starts_at, ends_at)
  select $1::bigint, $2::bigint, $3::bigint, 'hearts', d.hearts, s.transaction_id, $4::timestamptz,
         $4::timestamptz + make_interval(hours => d.rental_hours)
    from decision d join spent s on s.fresh
  returning ends_at)
select d.outcome, d.hearts, s.fresh,
       coalesce((select ends_at from rented), (select ends_at from retry), d.live_until) as ends_at,
       coalesce(s.paid, w.paid, 0) as paid, coalesce(s.bonus, w.bonus, 0) as bonus
  from decision d left join spent s on true left join heart_wallets w on w.user_id = $1::bigint`,
  };
}

/**
 * Claim a 기다무 episode: one conditional upsert of the member's timer on the playlist decides
 * (the last claim at least wait_free_hours ago, or none): two tabs, two devices or two servers
 * asking at once get one ticket, as the row lock makes the second re-read the first's claim.
 * The unlock goes in with it: a rental of wait_free_rental_hours (source wait_free), or when
 * that is 0 a purchase of 0 hearts (source wait_free). No hearts move.
 * The episode must be a paid episode of the playlist, open to everyone now (a 선공개 episode the
 * member hears early is refused as 'early', ADR 070), not held (owned or rented), and not among
 * the newest wait_free_exclude_newest of the episodes open to everyone.
 * $1 member, $2 playlist, $3 episode, $4 now.
 */
function claimStatement(audience: Audience) {
  return {
    name: `rental_wait_free_${audience}`,
    text: `with ${episodeFacts(audience)},
newest as (
  select e.id from eps e, pl where e.open_to_all order by e.episode_no desc, e.id desc limit coalesce((select wait_free_exclude_newest from pl), 0)),
decision as materialized (
  select case when pl.found is null or not pl.shown then 'missing'
              when pl.adult_hidden then 'adult'
              when ep.id is null then 'unknown'
              when pl.wait_free_hours <= 0 then 'no_wait_free'
              when not ep.open_to_all then 'early'
              when ep.is_free or owns.yes or live.ends_at is not null
                or exists (select 1 from newest n where n.id = ep.id) then 'not_eligible'
              else 'claim' end as outcome,
         pl.wait_free_hours, pl.wait_free_rental_hours
    from (select 1) one left join pl on true left join ep on true cross join owns cross join live),
timer as (
  insert into wait_free_timers as t (user_id, playlist_id, last_claim_at, claims)
  select $1::bigint, $2::bigint, $4::timestamptz, 1 from decision d where d.outcome = 'claim'
  on conflict (user_id, playlist_id) do update set last_claim_at = excluded.last_claim_at, claims = t.claims + 1
   where t.last_claim_at <= excluded.last_claim_at - make_interval(hours => (select wait_free_hours from decision))
  returning last_claim_at),
rented as (
  insert into rentals (user_id, playlist_id, content_id, source, hearts, starts_at, ends_at)
  select $1::bigint, $2::bigint, $3::bigint, 'wait_free', 0, $4::timestamptz,
         $4::timestamptz + make_interval(hours => d.wait_free_rental_hours)
    from decision d, timer where d.wait_free_rental_hours > 0
  returning ends_at),
owned as (
  insert into purchases (user_id, playlist_id, content_id, hearts, source)
  select $1::bigint, $2::bigint, $3::bigint, 0, 'wait_free'
    from decision d, timer where d.wait_free_rental_hours = 0
  returning id)
select d.outcome, d.wait_free_hours, (select last_claim_at from timer) as claimed_at,
       (select ends_at from rented) as ends_at
  from decision d`,
  };
}

export const RENT = { adult: rentStatement('adult'), everyone: rentStatement('everyone') };
export const CLAIM = { adult: claimStatement('adult'), everyone: claimStatement('everyone') };
