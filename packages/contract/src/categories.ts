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
