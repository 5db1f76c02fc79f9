import { eventsEndpoints } from '@sogon/contract/routes/events.endpoints';
import type { TAsset, TUserInfo } from '@sogon/contract/schemas/user';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { readStoredUser, writeStoredUser } from '@web/lib/session/stored-user';

const api = {
  events: browserApi('events', eventsEndpoints),
};

/** What 마이페이지 shows of the member: GET /v2/user. */
export type Me = { userInfo: TUserInfo; asset: TAsset };

/** Keeps the header and other pages in step with what the member just changed. */
export function keepLocally(userInfo: TUserInfo, asset?: TAsset) {
  const stored = readStoredUser(window.localStorage);
  writeStoredUser(window.localStorage, {
    userInfo,
    asset: asset ?? stored?.asset ?? { is_adult: 0, is_auth: 0, adult_mode: 0 },
  });
}

/** How long the verification holds (a year), or that it lapsed: a side line, never blocking the page. */
export function fetchValidity() {
  return memberOnly(() => api.events.revalidationEvent());
}
