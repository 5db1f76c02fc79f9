/** 보관함's tabs in order; the first is the default (no ?tab). */
export const LIBRARY_TABS = ['recent', 'owned', 'gifts', 'prefer', 'bookmarks', 'saved'] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/** The tab a link asks for (?tab=prefer); anything else opens the first. */
export function readLibraryTab(value: string | string[] | undefined): LibraryTab {
  const asked = Array.isArray(value) ? value[0] : value;
  return LIBRARY_TABS.find((tab) => tab === asked) ?? LIBRARY_TABS[0];
}
