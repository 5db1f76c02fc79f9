import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRepository } from '#api/modules/site';
import { ANONYMOUS } from '#api/modules/viewer';
import { makePlaylist } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createCatalogRepository } from './repository.ts';
import { createCatalogService } from './service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

function service(homeCacheMs: number) {
  return createCatalogService({
    catalog: createCatalogRepository(database.db),
    site: createSiteRepository(database.db),
    homeCacheMs,
  });
}

const titles = (home: Awaited<ReturnType<ReturnType<typeof service>['home']>>) =>
  home.sections.flatMap((section) => section.items.map((item) => item.title));

describe('the home answer cache', () => {
  it('reuses one answer within the interval, shares concurrent misses, and refreshes after', async () => {
    const cached = service(60_000);
    const [first, second] = await Promise.all([cached.home([7], ANONYMOUS), cached.home([7], ANONYMOUS)]);
    expect(second).toBe(first);
    await makePlaylist(database.db, { title: '새로 올라온 빗소리', categoryIds: [7] });
    expect(titles(await cached.home([7], ANONYMOUS))).not.toContain('새로 올라온 빗소리');
    // Without the cache (and so after its interval) the new playlist is there.
    expect(titles(await service(0).home([7], ANONYMOUS))).toContain('새로 올라온 빗소리');
  });

  it('keeps the audiences apart', async () => {
    const cached = service(60_000);
    await makePlaylist(database.db, { title: '19금 속삭임', categoryIds: [8], isAdult: true });
    const everyone = await cached.home([8], ANONYMOUS);
    const adult = await cached.home([8], { userId: 1, canSeeAdult: true });
    expect(titles(everyone)).not.toContain('19금 속삭임');
    expect(titles(adult)).toContain('19금 속삭임');
  });
});
