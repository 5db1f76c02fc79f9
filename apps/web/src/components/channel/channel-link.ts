/** The channel page's sections, in tab order. */
export const CHANNEL_TABS = ['playlists', 'board', 'gallery'] as const;
export type ChannelTab = (typeof CHANNEL_TABS)[number];

type Param = string | string[] | undefined;

const first = (value: Param) => (Array.isArray(value) ? value[0] : value);

/**
 * What a channel link asks for: `?tab=board|gallery` opens that tab, `&post={boardId}` one board
 * post (a post alone opens the board too). Anything else opens the playlists.
 */
export function readChannelLink(params: { tab?: Param; post?: Param }): {
  tab: ChannelTab;
  postId: number | null;
} {
  const post = first(params.post);
  const postId = post && /^\d{1,15}$/.test(post) && Number(post) > 0 ? Number(post) : null;
  const tab = first(params.tab);
  if (postId !== null) return { tab: 'board', postId };
  return { tab: CHANNEL_TABS.find((name) => name === tab) ?? 'playlists', postId: null };
}

/** Where a board post lives: its channel's 게시판 tab, opened at the post. */
export const boardPostHref = (channelId: number, postId: number) =>
  `/channel/${channelId}?tab=board&post=${postId}`;
