import { CATEGORY, HOME_ITEM_SETS } from '@sogon/contract/categories';
import type { THome, THomeSection } from '@sogon/contract/schemas/catalog';
import { createSharedAnswers } from '#api/lib/shared-answers';
import { audienceOf } from '#api/modules/access';
import type { SiteRepository } from '#api/modules/site';
import type { Viewer } from '#api/modules/viewer';
import type { CatalogRepository } from './repository.ts';

const ITEMS_PER_SECTION = 12;

export function createCatalogService(deps: {
  catalog: CatalogRepository;
  site: SiteRepository;
  /**
   * Serve the home answer from memory this long (ms); 0 computes every time. The home page is
   * the same for every visitor of one audience (adult or not), so a few seconds of reuse turn
   * a query per request into one per interval; concurrent misses share one computation.
   */
  homeCacheMs?: number;
  /** False while other nodes' changes may go unheard (change-feed.ts): then nothing is reused. */
  coherent?: () => boolean;
  /**
   * Where a home answer that will be reused is computed: the primary. A replica that has not yet
   * replayed the change that dropped the last answer would otherwise be kept for homeCacheMs.
   */
  primary?: { catalog: CatalogRepository; site: SiteRepository };
}) {
  const homeAnswers = createSharedAnswers<THome>({
    ttlMs: deps.homeCacheMs ?? 0,
    maxEntries: 100,
    ...(deps.coherent ? { coherent: deps.coherent } : {}),
  });
  async function sections(
    itemIds: readonly number[],
    viewer: Viewer,
    catalog: CatalogRepository = deps.catalog,
  ): Promise<THomeSection[]> {
    const categories = await catalog.categoriesByIds(itemIds);
    const byId = new Map(categories.map((category) => [category.id, category]));
    // 새로 나온 콘텐츠 has no members of its own: it is the 새로 나온 list (/new), by open date.
    const curated = categories.map((category) => category.id).filter((id) => id !== CATEGORY.new);
    const [playlists, newest] = await Promise.all([
      catalog.playlistsForCategories(curated, { perCategory: ITEMS_PER_SECTION, viewer }),
      byId.has(CATEGORY.new)
        ? catalog.newestPlaylists({ limit: ITEMS_PER_SECTION, viewer })
        : Promise.resolve(null),
    ]);
    if (newest) playlists.set(CATEGORY.new, newest);
    // Keep the order the caller asked for; unknown ids are skipped rather than failing the page.
    return itemIds.flatMap((id) => {
      const category = byId.get(id);
      if (!category) return [];
      return [{ id, code: category.code, title: category.name, items: playlists.get(id) ?? [] }];
    });
  }

  return {
    sections,
    /** Drops every cached home answer (a console change): the next request computes anew. */
    forget: homeAnswers.forget,
    async home(itemIds: readonly number[] | undefined, viewer: Viewer): Promise<THome> {
      const ids = itemIds && itemIds.length > 0 ? itemIds : HOME_ITEM_SETS;
      const compute = async (from: { catalog: CatalogRepository; site: SiteRepository }): Promise<THome> => {
        const [banners, homeSections] = await Promise.all([
          from.site.activeBanners({ type: 'main', viewer }),
          sections(ids, viewer, from.catalog),
        ]);
        return { banners, sections: homeSections };
      };
      return homeAnswers.answer(
        `${ids.join(',')}|${audienceOf(viewer)}`,
        () => compute(deps.primary ?? deps),
        () => compute(deps),
      );
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
