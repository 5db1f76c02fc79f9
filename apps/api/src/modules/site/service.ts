import type { TBanner, TFaq, TNotice } from '@sogon/contract/schemas/catalog';
import type { TSitePopup } from '@sogon/contract/schemas/ops-site';
import type { Viewer } from '#api/modules/viewer';
import type { SiteRepository } from './repository.ts';

/**
 * Banners, notices and FAQ. A banner that leads to adult content is shown only to a viewer
 * who may see it (the same rule as the catalog's).
 */
export function createSiteService(deps: { site: SiteRepository }) {
  return {
    banners(
      query: { type: string; grade?: string | undefined; playlistId?: number },
      viewer: Viewer,
    ): Promise<TBanner[]> {
      return deps.site.activeBanners({
        type: query.type,
        ...(query.grade === undefined ? {} : { grade: query.grade }),
        ...(query.playlistId === undefined ? {} : { playlistId: query.playlistId }),
        viewer,
      });
    },
    notices(limit: number): Promise<TNotice[]> {
      return deps.site.notices(limit);
    },
    faqs(): Promise<TFaq[]> {
      return deps.site.faqs();
    },
    async popup(): Promise<{ popup: TSitePopup | null }> {
      return { popup: await deps.site.openPopup() };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
