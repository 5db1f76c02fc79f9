/**
 * Playlist category ids of spec section 3. The ids are the spec's; the codes name them in
 * code and the Korean names live in the web message catalog (keyed by code).
 */
export const CATEGORY = {
  free: 6,
  hot: 7,
  creator: 8,
  shorts: 11,
  up: 19,
  pdPick: 20,
  popularity: 21,
  new: 22,
  top: 23,
  high: 24,
  ear: 25,
  lookbookLegacy: 34,
  lookbook: 35,
  homeRecommended: 55,
  clip: 51,
  all: 58,
  moving: 68,
  theme61: 61,
  theme62: 62,
  theme63: 63,
} as const;

export type CategoryCode = keyof typeof CATEGORY;
export type CategoryId = (typeof CATEGORY)[CategoryCode];

/** Item sets the home request asks for (spec sections 3 and 9). 55 is a home-only set. */
export const HOME_ITEM_SETS = [7, 8, 34, 55, 61, 62] as const;

/**
 * The categories /category lists (those with playlists), in this order: 새로 나온 콘텐츠 first (it
 * is the 새로 나온 list itself), then the home shelves, then the rest. 58 전체 is the whole catalog
 * and has no list of its own.
 */
export const BROWSE_CATEGORY_IDS = [
  22, 7, 8, 55, 61, 62, 34, 6, 25, 24, 21, 20, 19, 23, 63, 35, 11, 51, 68,
] as const;

/** Other item-set ids of spec section 3. */
export const ITEM_SET = {
  home: HOME_ITEM_SETS,
  tags: 13,
  searchCategories: 14,
  ads: 15,
  creators: 8,
  homeRecommended: 55,
} as const;

/** Page sizes of spec section 9. */
export const PAGE_SIZE = {
  channelSubscriptions: 10,
  channelPlaylists: 16,
  homeAll: 10,
  homeNew: 999,
} as const;
