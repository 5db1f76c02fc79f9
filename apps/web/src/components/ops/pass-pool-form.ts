import { opsPassTexts as text } from '@sogon/contract/messages/commerce';
import type { TOpsPassPool, TPassPoolBody } from '@sogon/contract/schemas/commerce';

/* The pass pool form's draft (text fields) and the request body it makes. */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface Draft {
  name: string;
  active: boolean;
  grantTimes: string;
  ticketsPerGrant: string;
  maxTickets: string;
  ticketHours: string;
  playlistIds: string;
}

export const EMPTY: Draft = {
  name: '',
  active: true,
  grantTimes: '00:00, 12:00',
  ticketsPerGrant: '1',
  maxTickets: '3',
  ticketHours: '72',
  playlistIds: '',
};

export function draftOf(pool: TOpsPassPool): Draft {
  return {
    name: pool.name,
    active: pool.active,
    grantTimes: pool.grantTimes.join(', '),
    ticketsPerGrant: String(pool.ticketsPerGrant),
    maxTickets: String(pool.maxTickets),
    ticketHours: String(pool.ticketHours),
    playlistIds: pool.playlistIds.join(', '),
  };
}

const list = (value: string) =>
  value
    .split(/[,\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The body of a draft, or the field to fix first. */
export function bodyOf(draft: Draft): { body: TPassPoolBody } | { field: keyof Draft; message: string } {
  const grantTimes = list(draft.grantTimes);
  if (grantTimes.length === 0 || !grantTimes.every((time) => TIME.test(time))) {
    return { field: 'grantTimes', message: text.timesInvalid };
  }
  const ids = list(draft.playlistIds);
  if (!ids.every((id) => /^\d+$/.test(id))) return { field: 'playlistIds', message: text.idsInvalid };
  return {
    body: {
      name: draft.name.trim(),
      active: draft.active,
      grantTimes,
      ticketsPerGrant: Number(draft.ticketsPerGrant),
      maxTickets: Number(draft.maxTickets),
      ticketHours: Number(draft.ticketHours),
      playlistIds: ids.map(Number),
    },
  };
}
