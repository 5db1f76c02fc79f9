import { CATEGORY } from './categories.ts';

/*
 * The creator studio's channel profile and playlist terms (issue 37): limits and the checks the
 * API makes and the studio's forms repeat, zod-free so the forms can read them without zod.
 * Each check answers the problem's key in studioCatalogTexts.problems, or null when it is fine.
 */

export const CHANNEL_NAME_MAX_LENGTH = 40;
export const CHANNEL_DESCRIPTION_MAX_LENGTH = 1000;
/** `@handle`: 3–20 of a–z, 0–9, `_` and `.`; unique ignoring case (migration 0043's index). */
export const HANDLE_PATTERN = /^[a-z0-9_.]{3,20}$/;
export const CHANNEL_LINKS_MAX = 5;
export const CHANNEL_LINK_LABEL_MAX_LENGTH = 30;
export const CHANNEL_LINK_URL_MAX_LENGTH = 500;

export const PLAYLIST_TITLE_MAX_LENGTH = 100;
export const PLAYLIST_DESCRIPTION_MAX_LENGTH = 2000;
export const PLAYLIST_TAGS_MAX = 10;
export const PLAYLIST_TAG_MAX_LENGTH = 20;
/** Hearts for the whole playlist at once (the console's bound). */
export const PLAYLIST_BUNDLE_MAX_PRICE = 100_000;
export const PLAYLIST_FREE_FIRST_MAX = 1000;
/** A rental lasts 1 hour to 30 days (the `playlists_terms_valid` check). */
export const RENTAL_HOURS_MAX = 720;
/** 기다무: the interval choices (0 is off), how many of the newest it leaves out, its rental length. */
export const WAIT_FREE_HOURS = [0, 12, 24, 48, 72] as const;
export const WAIT_FREE_EXCLUDE_NEWEST_MAX = 10;

/** Uploaded channel pictures and playlist covers: the largest file, and the stored sizes. */
export const STUDIO_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHANNEL_BANNER_MAX_WIDTH = 1920;
export const PLAYLIST_COVER_MAX_WIDTH = 1200;

/**
 * The categories a creator files a playlist under: the genre and format shelves. The editorial
 * sets (지금 뜨는, PD 픽, TOP, 오늘의 추천 …) stay the console's; a studio save keeps those memberships.
 */
export const STUDIO_CATEGORY_IDS: readonly number[] = [
  CATEGORY.shorts,
  CATEGORY.high,
  CATEGORY.ear,
  CATEGORY.lookbook,
  CATEGORY.clip,
  CATEGORY.theme61,
  CATEGORY.theme62,
  CATEGORY.theme63,
  CATEGORY.moving,
];

/** What a creator types as a handle, as stored: no leading `@`, lower case, no spaces around. */
export function normalizeHandle(raw: string): string {
  return raw.trim().replace(/^@/, '').toLowerCase();
}

export function handleProblem(handle: string): 'handleFormat' | null {
  return HANDLE_PATTERN.test(handle) ? null : 'handleFormat';
}

/** A link a channel page may show: an absolute http(s) address with a host. */
export function linkUrlAllowed(url: string): boolean {
  if (url.length > CHANNEL_LINK_URL_MAX_LENGTH || /\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export type LinkProblem = 'linksTooMany' | 'linkLabel' | 'linkUrl';

export function linksProblem(links: readonly { label: string; url: string }[]): LinkProblem | null {
  if (links.length > CHANNEL_LINKS_MAX) return 'linksTooMany';
  for (const link of links) {
    const label = link.label.trim();
    if (label.length === 0 || label.length > CHANNEL_LINK_LABEL_MAX_LENGTH) return 'linkLabel';
    if (!linkUrlAllowed(link.url.trim())) return 'linkUrl';
  }
  return null;
}

/** Tags as stored: trimmed, without a leading `#`, empty ones dropped, each once. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

export type TagProblem = 'tagsTooMany' | 'tagTooLong';

export function tagsProblem(tags: readonly string[]): TagProblem | null {
  if (tags.length > PLAYLIST_TAGS_MAX) return 'tagsTooMany';
  if (tags.some((tag) => [...tag].length > PLAYLIST_TAG_MAX_LENGTH)) return 'tagTooLong';
  return null;
}

export interface WaitFreeTerms {
  waitFreeHours: number;
  waitFreeExcludeNewest: number;
  waitFreeRentalHours: number;
}

export type TermsProblem = 'waitFreeHours' | 'waitFreeExcludeNewest' | 'waitFreeRentalHours' | 'rentalHours';

/** 기다무 and rental terms: the hours one of the choices, the others whole numbers in range. */
export function termsProblem(terms: WaitFreeTerms & { rentalHours: number }): TermsProblem | null {
  const whole = (value: number, min: number, max: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  if (!(WAIT_FREE_HOURS as readonly number[]).includes(terms.waitFreeHours)) return 'waitFreeHours';
  if (!whole(terms.waitFreeExcludeNewest, 0, WAIT_FREE_EXCLUDE_NEWEST_MAX)) return 'waitFreeExcludeNewest';
  if (!whole(terms.waitFreeRentalHours, 0, RENTAL_HOURS_MAX)) return 'waitFreeRentalHours';
  if (!whole(terms.rentalHours, 1, RENTAL_HOURS_MAX)) return 'rentalHours';
  return null;
}
