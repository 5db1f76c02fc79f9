import { ApiError } from '@sogon/contract/api-client';
import { CATEGORY } from '@sogon/contract/categories';
import {
  CATEGORY_PAGE_SIZE,
  MAX_LIST_DEPTH,
  type TCategoryPage,
  type TPlaylistCursorPage,
  type TPlaylistPage,
} from '@sogon/contract/schemas/discovery';
import { serverApi } from '@web/lib/api/server';
import { cache } from 'react';

/** Cards per page of the 새로 나온 listing (the API's default, 999, suits an app's endless list). */
export const NEW_PAGE_SIZE = 48;

/** Cards per page of the /video listing. */
export const VIDEO_PAGE_SIZE = 48;

const CATEGORY_IDS = new Set<number>(Object.values(CATEGORY));

/** A category id of spec section 3, or null for anything else. */
export function categoryIdFrom(raw: string): number | null {
  if (!/^\d{1,3}$/.test(raw)) return null;
  const id = Number(raw);
  return CATEGORY_IDS.has(id) ? id : null;
}

/** `?page=` as a page number: absent is 1; malformed, or deeper than the API pages, is null. */
export function pageFrom(raw: string | string[] | undefined, pageSize: number): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return 1;
  if (!/^\d{1,5}$/.test(value)) return null;
  const page = Number(value);
  if (page < 1 || (page - 1) * pageSize > MAX_LIST_DEPTH) return null;
  return page;
}

/** A listing's address for a page: the first page has no query, so it has one canonical URL. */
export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** One page of a category, fetched once per request; null when the category does not exist. */
export const loadCategoryPage = cache(async (id: number, page: number): Promise<TCategoryPage | null> => {
  const api = await serverApi();
  try {
    return await api.feeds.categoryPage({
      id,
      query: { offset: CATEGORY_PAGE_SIZE, page },
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ERROR_CATEGORY_NOT_EXIST') return null;
    throw error;
  }
});

/** One page of the newest playlists, fetched once per request. */
export const loadNewPage = cache(async (page: number): Promise<TPlaylistPage> => {
  const api = await serverApi();
  return api.feeds.homeNew({ query: { offset: NEW_PAGE_SIZE, page } });
});

/** Where a keyset page starts: the open time and id of the last card of the page before. */
export interface ListCursor {
  lastCursor: string;
  lastId: number;
}

/**
 * `?lastCursor=&lastId=` as a cursor: both absent is the first page (null); one without the
 * other, or a malformed value, is 'invalid' (the API would refuse it too).
 */
export function cursorFrom(
  rawCursor: string | string[] | undefined,
  rawId: string | string[] | undefined,
): ListCursor | null | 'invalid' {
  const cursor = Array.isArray(rawCursor) ? rawCursor[0] : rawCursor;
  const id = Array.isArray(rawId) ? rawId[0] : rawId;
  if (!cursor && !id) return null;
  if (!cursor || !id || cursor.length > 40 || Number.isNaN(Date.parse(cursor)) || !/^\d{1,15}$/.test(id)) {
    return 'invalid';
  }
  return { lastCursor: cursor, lastId: Number(id) };
}

/** A keyset page's address: the first page has no query, so it has one canonical URL. */
export function cursorHref(path: string, cursor: ListCursor | null): string {
  if (!cursor) return path;
  const query = new URLSearchParams({ lastCursor: cursor.lastCursor, lastId: String(cursor.lastId) });
  return `${path}?${query}`;
}

/**
 * One page of the video playlists, newest first (GET /v2/playlistCursor?type=video), fetched
 * once per request; null when the API refuses the cursor.
 */
export const loadVideoPage = cache(async (cursor: ListCursor | null): Promise<TPlaylistCursorPage | null> => {
  const api = await serverApi();
  try {
    return await api.feeds.playlistCursor({
      query: { type: 'video', sort: 'new', cursorKey: 'last_open_dt', offset: VIDEO_PAGE_SIZE, ...cursor },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return null;
    throw error;
  }
});
