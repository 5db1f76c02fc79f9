import { ApiError } from '@sogon/contract/api-client';
import type { TEventCard, TEventDetail } from '@sogon/contract/schemas/events';
import { serverApi } from '@web/lib/api/server';
import { cache } from 'react';

export type EventStatus = 'ongoing' | 'ended';

/** The event for a page and its metadata, fetched once per request; null when there is none. */
export const loadEvent = cache(async (id: string): Promise<TEventDetail | null> => {
  if (!/^\d{1,15}$/.test(id)) return null;
  const api = await serverApi();
  try {
    return await api.events.get({ id });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});

/** The events on now (or those that ended), newest first; `type` keeps one kind. */
export async function listEvents(status: EventStatus, type?: TEventCard['kind']): Promise<TEventCard[]> {
  const api = await serverApi();
  return api.events.list({ query: { status, type } });
}

/** ?status=ended shows the ended events; anything else, those on now. */
export function statusOf(value: string | string[] | undefined): EventStatus {
  return value === 'ended' ? 'ended' : 'ongoing';
}
