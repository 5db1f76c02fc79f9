/**
 * Who is asking, as far as read rules care. Adult items are visible only to a verified adult
 * with adult mode on (api.md "Lists"); an anonymous visitor never sees them.
 */
export interface Viewer {
  userId: number | null;
  canSeeAdult: boolean;
}

export const ANONYMOUS: Viewer = { userId: null, canSeeAdult: false };

/** Resolves the caller of a public read from its session token; a bad token reads as a visitor. */
export type ViewerOf = (ctx: { token: string }) => Promise<Viewer>;
