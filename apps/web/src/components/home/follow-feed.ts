import { reactionTexts } from '@sogon/contract/messages/reactions';
import type { THomeSection } from '@sogon/contract/schemas/catalog';
import type { serverApi } from '@web/lib/api/server';
import { cookies } from 'next/headers';

/**
 * The home shelf of the channels a member follows (GET /v1/service/home/follow), newest first:
 * null for visitors (no token cookie: no request), for members who follow no one with anything
 * to show, and when it cannot load (a side shelf never takes the home page down).
 */
export async function loadFollowFeed(
  api: Awaited<ReturnType<typeof serverApi>>,
): Promise<THomeSection | null> {
  if (!(await cookies()).get('token')?.value) return null;
  try {
    const page = await api.feeds.homeFollow({ query: { offset: 20, page: 1 } });
    if (page.items.length === 0) return null;
    return { id: 0, code: 'follow', title: reactionTexts.followFeed, items: page.items };
  } catch {
    return null;
  }
}
