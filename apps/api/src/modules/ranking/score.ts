/**
 * The ranking score of a playlist over a window (ADR 015):
 *
 *   score = 1 × plays + 6 × hours listened + 3 × likes gained + 10 × purchases
 *
 * - plays and seconds listened come from `content_activity` (hourly buckets the playback module
 *   writes in batches); ten minutes listened weigh as much as one play, so a play that is
 *   actually listened to counts more than a click.
 * - likes gained are the hourly net likes of `content_activity` (a like +1, an unlike −1), so
 *   toggling a like on and off adds nothing; a playlist's sum never goes below zero.
 * - purchases are `purchases` rows (an episode or a whole playlist) created in the window: paying
 *   hearts is the strongest signal a listener gives.
 * - visits are not counted: opening a page says little and is the easiest signal to inflate.
 *
 * A channel's score is the sum of its playlists' scores. The realtime list weighs every signal by
 * its age: weight = 0.5^(age / half-life), over the last REALTIME_WINDOW_HOURS hour buckets, so a
 * burst an hour ago counts half of the same burst now and the list moves minute by minute.
 */
// The weights live in the contract: the ranking pages explain the order with the same numbers.
export { RANKING_WEIGHTS } from '@sogon/contract/schemas/ranking';

/** An activity counts half as much this much later (realtime list). */
export const REALTIME_HALF_LIFE_MINUTES = 60;

/** Hour buckets the realtime list reads: the current one and the five before it. */
export const REALTIME_WINDOW_HOURS = 6;

/** Scores are kept to two decimals in answers (realtime scores are fractions). */
export function roundScore(score: number): number {
  return Math.round(score * 100) / 100;
}
