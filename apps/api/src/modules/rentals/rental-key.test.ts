// A rental ends on time at the key and the play answer too (ADR 066): a rented paid episode's
// play answer is the whole package with a grant that ends no later than the rental, its key is
// served while the rental runs, and from its end the key is refused and the play answer is the
// preview again; the offline licence of the saved copy ends with the rental.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TPlaySource } from '@sogon/contract/schemas/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoots } from '#api/media/roots';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeContent, makePlaylist } from '../../../test/factories.ts';
import { stereoTone } from '../../../test/media-fixtures.ts';

const HOUR = 3_600_000;
const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-rental-key-'));
/** Moved forward only, past the delivery plugin's entitlement cache. */
const clock = { offsetMs: 0 };
const api = setupTestApi({
  media: mediaRoots(scratch),
  settings: { clock: () => new Date(Date.now() + clock.offsetMs) },
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const ids = { playlist: 0, paid: 0 };
beforeAll(async () => {
  const db = api.database.db;
  const playlist = await makePlaylist(db, { isFree: false, price: 3, bundlePrice: 0, rentalHours: 24 });
  ids.playlist = playlist.id;
  ids.paid = (
    await makeContent(db, { playlistId: playlist.id, isFree: false, price: 3, rentalPrice: 1, episodeNo: 1 })
  ).id;
  const job = await api.app.services.media.pipeline.ingestNow({
    contentId: ids.paid,
    createdBy: null,
    localPath: await stereoTone(20, scratch),
    filename: 'tone.m4a',
  });
  expect(job.status, job.error).toBe('done');
}, 180_000);

async function play(token: string): Promise<TPlaySource> {
  const response = await api.app.inject({ url: `/api/live/v2/content/play/${ids.paid}`, cookies: { token } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: TPlaySource }).result;
}

describe('a rented episode at the key', () => {
  it('plays in full until the rental ends, then the key is refused and the preview is back', async () => {
    const member = await joinMember(api.app);
    const ledger = api.app.services.ledger;
    await ledger.transaction((tx) =>
      ledger.credit(tx, {
        userId: member.user.userInfo.id,
        kind: 'grant',
        idempotencyKey: 'key',
        paid: 5,
        bonus: 0,
      }),
    );
    expect((await play(member.token)).scope).toBe('preview');
    const rented = await api.app.inject({
      method: 'POST',
      url: `/api/live/v2/service/content/rent/${ids.playlist}/${ids.paid}`,
      headers: { 'x-client': 'web' },
      cookies: { token: member.token },
    });
    expect(rented.statusCode, rented.body).toBe(200);
    const endsAt = Date.parse(rented.json().result.endsAt);

    const full = await play(member.token);
    expect(full.scope).toBe('full');
    expect(Date.parse(full.expiresAt!)).toBeLessThanOrEqual(endsAt);
    const keyUrl = full.src.replace('master.m3u8', 'key');
    const key = await api.app.inject({ url: keyUrl, cookies: { token: member.token } });
    expect(key.statusCode, key.body).toBe(200);
    expect(key.rawPayload).toHaveLength(16);
    const licence = await api.app.inject({
      method: 'POST',
      url: `/api/live/v2/content/offline/${ids.paid}`,
      headers: { 'x-client': 'web', 'content-type': 'application/json' },
      cookies: { token: member.token },
      payload: JSON.stringify({ quality: 'standard' }),
    });
    expect(licence.statusCode, licence.body).toBe(200);
    expect(Date.parse(licence.json().result.terms.expiresAt)).toBe(endsAt);

    // The rental's end: the same grant's key is refused, the play answer is the preview.
    clock.offsetMs += 24 * HOUR;
    const refused = await api.app.inject({ url: keyUrl, cookies: { token: member.token } });
    expect(refused.statusCode).toBe(404);
    expect((await play(member.token)).scope).toBe('preview');
  });
});
