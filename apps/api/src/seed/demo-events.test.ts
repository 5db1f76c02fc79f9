import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaRoots } from '#api/media/roots';
import { setupTestApi } from '../../test/api-server.ts';
import { makePlaylist } from '../../test/factories.ts';
import { DEMO_COUPON_CODE, seedDemoEvents } from './demo-events.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sogon-demo-events-'));
const api = setupTestApi({ media: mediaRoots(dir) });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo events', () => {
  it('are seeded once: attendance, a coupon, the sign-up event and a promotion', async () => {
    const db = api.database.db;
    await makePlaylist(db, { title: '한밤의 빗소리' });
    const { publicStorage } = api.app.services.media;
    await seedDemoEvents({ db, publicStorage, log: () => {} });
    await seedDemoEvents({ db, publicStorage, log: () => {} });

    const list = await api.app.inject({ url: '/api/live/v1/service/event' });
    const events = list.json().result as { id: number; kind: string; bannerImg: string }[];
    expect(events.map((event) => event.kind).sort()).toEqual(['attendance', 'coupon', 'join', 'promotion']);
    expect(events.every((event) => event.bannerImg.startsWith('/media/demo/events/'))).toBe(true);
    const banner = await api.app.inject({ url: events[0]!.bannerImg });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/svg+xml');
    const coupon = events.find((event) => event.kind === 'coupon')!;
    const page = await api.app.inject({ url: `/api/live/v1/promotion/${coupon.id}` });
    expect(page.json().result.body).toContain(DEMO_COUPON_CODE);
    const promotion = events.find((event) => event.kind === 'promotion')!;
    const promoted = await api.app.inject({ url: `/api/live/v1/promotion/${promotion.id}` });
    expect(promoted.json().result.playlist.title).toBe('한밤의 빗소리');
  });
});
