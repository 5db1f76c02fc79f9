import { type StudioCatalogProblem, studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import type {
  TStudioPlaylistCreate,
  TStudioPlaylistDetail,
  TStudioPlaylistUpdate,
} from '@sogon/contract/schemas/studio-catalog';
import {
  linksProblem,
  normalizeHandle,
  normalizeTags,
  PLAYLIST_TITLE_MAX_LENGTH,
  tagsProblem,
  termsProblem,
} from '@sogon/contract/studio-catalog';

/** The playlist form as typed: numbers are the text of their inputs. */
export interface PlaylistDraft {
  title: string;
  description: string;
  mediaType: TStudioPlaylistDetail['mediaType'];
  isAdult: boolean;
  price: string;
  applyPriceToPaidEpisodes: boolean;
  bundlePrice: string;
  /** Comma-separated. */
  tags: string;
  categoryIds: number[];
  freeFirstN: string;
  rentalHours: string;
  waitFreeHours: string;
  waitFreeExcludeNewest: string;
  waitFreeRentalHours: string;
}

/** Which field a problem belongs to (its error is shown there and it takes the focus). */
export type PlaylistField = keyof PlaylistDraft;

export const EMPTY_PLAYLIST_DRAFT: PlaylistDraft = {
  title: '',
  description: '',
  mediaType: 'audio',
  isAdult: false,
  price: '0',
  applyPriceToPaidEpisodes: false,
  bundlePrice: '0',
  tags: '',
  categoryIds: [],
  freeFirstN: '0',
  rentalHours: '72',
  waitFreeHours: '0',
  waitFreeExcludeNewest: '0',
  waitFreeRentalHours: '0',
};

export function draftOfPlaylist(playlist: TStudioPlaylistDetail): PlaylistDraft {
  return {
    title: playlist.title,
    description: playlist.description,
    mediaType: playlist.mediaType,
    isAdult: playlist.isAdult,
    price: String(playlist.price),
    applyPriceToPaidEpisodes: false,
    bundlePrice: String(playlist.bundlePrice),
    tags: playlist.tags.join(', '),
    categoryIds: [...playlist.categoryIds],
    freeFirstN: String(playlist.freeFirstN),
    rentalHours: String(playlist.rentalHours),
    waitFreeHours: String(playlist.waitFreeHours),
    waitFreeExcludeNewest: String(playlist.waitFreeExcludeNewest),
    waitFreeRentalHours: String(playlist.waitFreeRentalHours),
  };
}

/** A whole number typed in a field: digits only (no sign, no decimal point); NaN otherwise. */
export function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type PlaylistFields = Omit<TStudioPlaylistUpdate, 'status'> & {
  title: string;
  mediaType: TStudioPlaylistDetail['mediaType'];
};

export type DraftCheck =
  | { ok: true; fields: PlaylistFields }
  | { ok: false; field: PlaylistField; problem: StudioCatalogProblem; message: string };

function problem(field: PlaylistField, key: StudioCatalogProblem): DraftCheck {
  return { ok: false, field, problem: key, message: studioCatalogTexts.problems[key] };
}

/**
 * The form's fields as the API takes them, with the API's own checks first (the same rules of
 * studio-catalog.ts), so most mistakes are shown beside their field before anything is sent.
 */
export function checkPlaylistDraft(draft: PlaylistDraft): DraftCheck {
  const title = draft.title.trim();
  if (title === '') return problem('title', 'titleEmpty');
  if ([...title].length > PLAYLIST_TITLE_MAX_LENGTH) return problem('title', 'titleTooLong');
  const price = wholeNumber(draft.price);
  if (Number.isNaN(price)) return problem('price', 'priceInvalid');
  const bundlePrice = wholeNumber(draft.bundlePrice);
  if (Number.isNaN(bundlePrice)) return problem('bundlePrice', 'bundlePriceInvalid');
  const freeFirstN = wholeNumber(draft.freeFirstN);
  if (Number.isNaN(freeFirstN)) return problem('freeFirstN', 'freeFirstNInvalid');
  const tags = normalizeTags(draft.tags.split(','));
  const tagProblem = tagsProblem(tags);
  if (tagProblem) return problem('tags', tagProblem);
  const terms = {
    rentalHours: wholeNumber(draft.rentalHours),
    waitFreeHours: wholeNumber(draft.waitFreeHours),
    waitFreeExcludeNewest: wholeNumber(draft.waitFreeExcludeNewest),
    waitFreeRentalHours: wholeNumber(draft.waitFreeRentalHours),
  };
  const termProblem = termsProblem(terms);
  if (termProblem) return problem(termProblem, termProblem);
  return {
    ok: true,
    fields: {
      title,
      description: draft.description.trim(),
      mediaType: draft.mediaType,
      isAdult: draft.isAdult,
      price,
      ...(draft.applyPriceToPaidEpisodes ? { applyPriceToPaidEpisodes: true } : {}),
      bundlePrice,
      tags,
      categoryIds: draft.categoryIds,
      freeFirstN,
      ...terms,
    },
  };
}

/** A create body from checked fields (a new playlist's price cannot apply to episodes it lacks). */
export function createBody(channelId: number, fields: PlaylistFields): TStudioPlaylistCreate {
  const { applyPriceToPaidEpisodes: _ignored, ...rest } = fields;
  return { channelId, ...rest };
}

/**
 * An update body: only the fields that differ from the playlist as loaded, so a save never
 * sends an unchanged 19+ flag or kind (which the API would check again).
 */
export function updateBody(playlist: TStudioPlaylistDetail, fields: PlaylistFields): TStudioPlaylistUpdate {
  const body: Record<string, unknown> = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'applyPriceToPaidEpisodes') continue;
    if (!same((playlist as Record<string, unknown>)[key], value)) body[key] = value;
  }
  if (fields.applyPriceToPaidEpisodes) {
    body.applyPriceToPaidEpisodes = true;
    body.price = fields.price;
  }
  return body as TStudioPlaylistUpdate;
}

/** The episode ids with the one at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveEpisode<T>(ids: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The channel form as typed. */
export interface ChannelDraft {
  name: string;
  handle: string;
  description: string;
  links: { label: string; url: string }[];
}

export type ChannelDraftCheck =
  | {
      ok: true;
      body: { name: string; handle: string | null; description: string; links: ChannelDraft['links'] };
    }
  | { ok: false; field: 'name' | 'handle' | 'links'; message: string };

/** The profile as the API takes it; empty link rows are left out, the handle normalised. */
export function checkChannelDraft(draft: ChannelDraft): ChannelDraftCheck {
  const texts = studioCatalogTexts.problems;
  const name = draft.name.trim();
  if (name === '') return { ok: false, field: 'name', message: texts.nameEmpty };
  const handle = normalizeHandle(draft.handle);
  if (handle !== '' && !/^[a-z0-9_.]{3,20}$/.test(handle)) {
    return { ok: false, field: 'handle', message: texts.handleFormat };
  }
  const links = draft.links
    .map((link) => ({ label: link.label.trim(), url: link.url.trim() }))
    .filter((link) => link.label !== '' || link.url !== '');
  const linkProblem = linksProblem(links);
  if (linkProblem) return { ok: false, field: 'links', message: texts[linkProblem] };
  return {
    ok: true,
    body: { name, handle: handle === '' ? null : handle, description: draft.description.trim(), links },
  };
}
