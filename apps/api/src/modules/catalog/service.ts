import { HOME_ITEM_SETS } from '@sogon/contract/categories';
import type { THome, THomeSection } from '@sogon/contract/schemas/catalog';
import type { SiteRepository } from '#api/modules/site/repository';
import type { Viewer } from '#api/modules/viewer';
import type { CatalogRepository } from './repository.ts';

const ITEMS_PER_SECTION = 12;

export function createCatalogService(deps: { catalog: CatalogRepository; site: SiteRepository }) {
  async function sections(itemIds: readonly number[], viewer: Viewer): Promise<THomeSection[]> {
    const categories = await deps.catalog.categoriesByIds(itemIds);
    const byId = new Map(categories.map((category) => [category.id, category]));
    const playlists = await deps.catalog.playlistsForCategories(
      categories.map((category) => category.id),
      { perCategory: ITEMS_PER_SECTION, includeAdult: viewer.canSeeAdult },
    );
    // Keep the order the caller asked for; unknown ids are skipped rather than failing the page.
    return itemIds.flatMap((id) => {
      const category = byId.get(id);
      if (!category) return [];
      return [{ id, code: category.code, title: category.name, items: playlists.get(id) ?? [] }];
    });
  }

  return {
    sections,
    async home(itemIds: readonly number[] | undefined, viewer: Viewer): Promise<THome> {
      const ids = itemIds && itemIds.length > 0 ? itemIds : HOME_ITEM_SETS;
      const [banners, homeSections] = await Promise.all([
        deps.site.activeBanners({ type: 'main', includeAdult: viewer.canSeeAdult }),
        sections(ids, viewer),
      ]);
      return { banners, sections: homeSections };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
