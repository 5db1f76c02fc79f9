/**
 * A client of the API as someone else would write it: types generated from the OpenAPI document
 * by openapi-typescript (into ../.build-openapi-client/schema.ts, by openapi-client.test.ts),
 * calls made by openapi-fetch with only what the document says. The test type-checks this file
 * against the generated types (a header, parameter or answer the document gets wrong fails
 * there) and runs it against a real listening server.
 */
import createClient from 'openapi-fetch';
import type { paths } from '../.build-openapi-client/schema.ts';

const CLIENT = { 'x-client': 'openapi-fetch' } as const;

export interface JourneyResult {
  userId: number;
  homeSections: number;
  unlocked: { contentIds: number[]; hearts: number; balance: number };
  withoutSession: { status: number; code: string | undefined };
  withoutClientHeader: { status: number; code: string | undefined };
}

export async function journey(options: {
  baseUrl: string;
  uid: string;
  password: string;
  playlistId: number;
  contentId: number;
}): Promise<JourneyResult> {
  const client = createClient<paths>({ baseUrl: options.baseUrl });

  const login = await client.POST('/api/live/v1/user/auth/login', {
    params: { header: CLIENT },
    body: { uid: options.uid, password: options.password },
  });
  if (!login.data) throw new Error(`login failed: ${login.response.status} ${login.error?.message}`);
  const { token, userInfo } = login.data.result;

  const home = await client.GET('/api/live/v2/service/home', { headers: { token } });
  if (!home.data) throw new Error(`home failed: ${home.response.status} ${home.error?.message}`);

  const path = { playlistId: options.playlistId, contentId: options.contentId };
  const unlock = await client.GET('/api/live/v2/service/content/purchase/{playlistId}/{contentId}', {
    params: { path, header: CLIENT },
    headers: { token },
  });
  if (!unlock.data) throw new Error(`unlock failed: ${unlock.response.status} ${unlock.error?.message}`);
  const bought = unlock.data.result;

  // Failures answer the envelope the document describes: the code is typed, not guessed.
  const anonymous = await client.GET('/api/live/v2/service/content/purchase/{playlistId}/{contentId}', {
    params: { path, header: CLIENT },
  });
  const headerless = await client.POST('/api/live/v1/user/auth/login', {
    // What a client gets that skips the documented header (the cast says it does so on purpose).
    params: { header: {} as typeof CLIENT },
    body: { uid: options.uid, password: options.password },
  });

  return {
    userId: userInfo.id,
    homeSections: Object.keys(home.data.result).length,
    unlocked: { contentIds: bought.contentIds, hearts: bought.hearts, balance: bought.balance.total },
    withoutSession: { status: anonymous.response.status, code: anonymous.error?.result.error },
    withoutClientHeader: { status: headerless.response.status, code: headerless.error?.result.error },
  };
}
