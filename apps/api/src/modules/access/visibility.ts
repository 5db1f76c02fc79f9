import { channelTexts } from '@sogon/contract/messages/channel';
import { adultTexts } from '@sogon/contract/messages/purchases';
import { AppError } from '#api/http/app-error';
import type { Viewer } from '#api/modules/viewer';

/*
 * The 19+ and hidden rules for one item a service has loaded (api.md "Lists", ADR 012). Lists
 * apply the same rules in SQL (visibility-sql.ts). An item is adult when it, or anything it
 * belongs to (its playlist, its channel), is marked adult; a viewer sees adult items only as a
 * verified adult with adult mode on.
 */

interface Flagged {
  isAdult: boolean;
}

/** A channel as the rules read it: its 19+ flag and whether the console hid it. */
export interface ChannelFlags extends Flagged {
  status: 'published' | 'hidden';
}

/** A channel the console hid reads as absent, and so does everything in it. */
function isHiddenChannel(channel: ChannelFlags): boolean {
  return channel.status !== 'published';
}

/** What a member's account says about adult items: verified (is_auth), adult (is_adult 1) and adult mode on. */
export function viewerOfUser(user: {
  id: number;
  isAuth: boolean;
  isAdult: number;
  adultMode: boolean;
}): Viewer {
  return { userId: user.id, canSeeAdult: user.isAuth && user.isAdult === 1 && user.adultMode };
}

/** A member verified (is_auth) as an adult (is_adult 1): who may mark their own items 19+. */
export function isVerifiedAdult(user: { isAuth: boolean; isAdult: number }): boolean {
  return user.isAuth && user.isAdult === 1;
}

export function isAdultPlaylist(found: { playlist: Flagged; channel: Flagged }): boolean {
  return found.playlist.isAdult || found.channel.isAdult;
}

export function isAdultEpisode(found: { content: Flagged; playlist: Flagged; channel: Flagged }): boolean {
  return found.content.isAdult || isAdultPlaylist(found);
}

export function isAdultGalleryItem(found: { item: Flagged; channel: Flagged }): boolean {
  return found.item.isAdult || found.channel.isAdult;
}

/** Whether the viewer may see an item with that adult flag (the flag of the whole chain). */
export function maySee(viewer: Viewer, adult: boolean): boolean {
  return !adult || viewer.canSeeAdult;
}

/**
 * Who a precomputed list (rankings) is for: `everyone` leaves out adult playlists and channels
 * (and, for channels, the signals of their adult playlists); `adult` is the whole list, for a
 * verified adult with adult mode on.
 */
export type Audience = 'everyone' | 'adult';

/** A stand-in viewer of an audience, for statements prepared once per audience. */
export function viewerOfAudience(audience: Audience): Viewer {
  return { userId: null, canSeeAdult: audience === 'adult' };
}

export function audienceOf(viewer: Viewer): Audience {
  return viewer.canSeeAdult ? 'adult' : 'everyone';
}

/** An adult item the caller may not see: 404 as if absent, with the reason the 19+ notice needs. */
export function adultOnly(): AppError {
  return new AppError('ERROR_CONTENT_NOT_EXIST', { reason: 'adult', detail: adultTexts.detail });
}

/** An adult channel the caller may not see: 404 as if absent, with the reason the 19+ notice needs. */
export function channelAdultOnly(): AppError {
  return new AppError('ERROR_CHANNEL_NOT_EXIST', { reason: 'adult', detail: channelTexts.adultDetail });
}

/** A channel page (detail, playlists, board, gallery): absent, or 19+ for this viewer, is 404. */
export function requireVisibleChannel<T extends ChannelFlags>(
  viewer: Viewer,
  channel: T | null | undefined,
): T {
  if (!channel || isHiddenChannel(channel)) throw new AppError('ERROR_CHANNEL_NOT_EXIST');
  if (!maySee(viewer, channel.isAdult)) throw channelAdultOnly();
  return channel;
}

/**
 * A channel as something to subscribe to: an adult channel reads as plainly absent (no 19+
 * notice on the subscription calls).
 */
export function requireSubscribableChannel<T extends ChannelFlags>(
  viewer: Viewer,
  channel: T | null | undefined,
): T {
  if (!channel || isHiddenChannel(channel) || !maySee(viewer, channel.isAdult))
    throw new AppError('ERROR_CHANNEL_NOT_EXIST');
  return channel;
}

/** A published playlist (the loader reads published ones only) of a shown channel the viewer may see. */
export function requireVisiblePlaylist<T extends { playlist: Flagged; channel: ChannelFlags }>(
  viewer: Viewer,
  found: T | null | undefined,
): T {
  if (!found || isHiddenChannel(found.channel)) throw new AppError('ERROR_CONTENT_NOT_EXIST');
  if (!maySee(viewer, isAdultPlaylist(found))) throw adultOnly();
  return found;
}

/** A published episode of a published playlist the viewer may see. */
export function requireVisibleEpisode<
  T extends { content: Flagged; playlist: Flagged; channel: ChannelFlags },
>(viewer: Viewer, found: T | null | undefined): T {
  if (!found || isHiddenChannel(found.channel)) throw new AppError('ERROR_CONTENT_NOT_EXIST');
  if (!maySee(viewer, isAdultEpisode(found))) throw adultOnly();
  return found;
}

/** An item whose loader computed the adult flag of its chain in SQL (visibility-sql.ts `adultSql`). */
export function requireVisibleItem<T extends { adult: boolean }>(
  viewer: Viewer,
  found: T | null | undefined,
): T {
  if (!found) throw new AppError('ERROR_CONTENT_NOT_EXIST');
  if (!maySee(viewer, found.adult)) throw adultOnly();
  return found;
}

/** A published gallery item the viewer may see. */
export function requireVisibleGalleryItem<T extends { item: Flagged; channel: Flagged }>(
  viewer: Viewer,
  found: T | null | undefined,
): T {
  if (!found) throw new AppError('ERROR_CONTENT_NOT_EXIST');
  if (!maySee(viewer, isAdultGalleryItem(found))) throw adultOnly();
  return found;
}

/*
 * Schedules (ADR 066): an episode is open when it is published and `open_dt <= now`; 선공개
 * opens it `early_days` days before that to live members of the tiers in `early_tier_ids`.
 * Every read path reads these (or their SQL spelling, visibility-sql.ts `episodeOpenForSql`)
 * with the app's clock, never the database's now().
 */

/** The schedule columns of an episode. */
export interface EpisodeSchedule {
  openDt: Date;
  earlyDays: number;
  earlyTierIds: readonly number[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open to everyone at `at`. */
export function isOpen(content: Pick<EpisodeSchedule, 'openDt'>, at: Date): boolean {
  return content.openDt.getTime() <= at.getTime();
}

/** When 선공개 starts (the open time itself when the episode has none). */
export function earlyOpenAt(content: EpisodeSchedule): Date {
  const early = content.earlyTierIds.length > 0 ? content.earlyDays : 0;
  return new Date(content.openDt.getTime() - early * DAY_MS);
}

/** Early (not yet open to everyone, open to this member) for a member holding these live tiers. */
export function isEarlyFor(content: EpisodeSchedule, at: Date, liveTierIds: Iterable<number>): boolean {
  if (isOpen(content, at) || content.earlyDays <= 0) return false;
  if (earlyOpenAt(content).getTime() > at.getTime()) return false;
  const tiers = new Set(content.earlyTierIds);
  for (const tier of liveTierIds) if (tiers.has(tier)) return true;
  return false;
}

/** Open to this member at `at`: open to everyone, or early for them. */
export function isOpenFor(content: EpisodeSchedule, at: Date, liveTierIds: Iterable<number>): boolean {
  return isOpen(content, at) || isEarlyFor(content, at, liveTierIds);
}
