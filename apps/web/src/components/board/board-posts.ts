import type { TBoardPost } from '@sogon/contract/schemas/board';

/**
 * Pure changes to the shown board posts, in the order the API pages them: notices first, then
 * newest first.
 */

/** A post a link asked for (?post=): the post, or null when it is gone. */
export interface LinkedPost {
  id: number;
  post: TBoardPost | null;
}

/** Posts a link asked for come first when they are not on the first page. */
export function withLinkedPost(firstPage: readonly TBoardPost[], linked: LinkedPost | null): TBoardPost[] {
  const extra = linked?.post;
  if (!extra || firstPage.some((post) => post.id === extra.id)) return [...firstPage];
  return [extra, ...firstPage];
}

/** Negative when `a` comes before `b` on the board. */
export function boardOrder(a: TBoardPost, b: TBoardPost): number {
  if (a.isNotice !== b.isNotice) return a.isNotice ? -1 : 1;
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

/** The next page after what is shown, without posts that shifted into it since. */
export function mergePosts(shown: readonly TBoardPost[], next: readonly TBoardPost[]): TBoardPost[] {
  const known = new Set(shown.map((post) => post.id));
  return [...shown, ...next.filter((post) => !known.has(post.id))];
}

/**
 * A new or edited post at its place: before the first shown post it sorts ahead of. An edit that
 * keeps its place (same notice flag) stays where it is.
 */
export function withPost(shown: readonly TBoardPost[], post: TBoardPost): TBoardPost[] {
  const index = shown.findIndex((item) => item.id === post.id);
  if (index !== -1 && shown[index]!.isNotice === post.isNotice) {
    return shown.map((item) => (item.id === post.id ? post : item));
  }
  const others = shown.filter((item) => item.id !== post.id);
  const at = others.findIndex((item) => boardOrder(post, item) < 0);
  return at === -1 ? [...others, post] : [...others.slice(0, at), post, ...others.slice(at)];
}

export function withoutPost(shown: readonly TBoardPost[], id: number): TBoardPost[] {
  return shown.filter((post) => post.id !== id);
}

/** Changes one shown post (likes, comment count). */
export function withPostChange(
  shown: readonly TBoardPost[],
  id: number,
  change: Partial<Pick<TBoardPost, 'liked' | 'likeCount' | 'commentCount'>>,
): TBoardPost[] {
  return shown.map((post) => (post.id === id ? { ...post, ...change } : post));
}

/** How much of a long post shows before 더보기. */
export const PREVIEW_LINES = 4;
export const PREVIEW_CHARS = 180;

/** The start of a post, and whether more is hidden behind 더보기. */
export function previewOf(
  content: string,
  { lines = PREVIEW_LINES, chars = PREVIEW_CHARS }: { lines?: number; chars?: number } = {},
): { text: string; cut: boolean } {
  const all = content.split('\n');
  let text = all.slice(0, lines).join('\n');
  let cut = all.length > lines;
  if (text.length > chars) {
    text = text.slice(0, chars);
    cut = true;
  }
  return { text: cut ? `${text.trimEnd()}…` : text, cut };
}
