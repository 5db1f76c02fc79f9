import { GALLERY_PAGE_SIZE, type TGalleryPage } from '@sogon/contract/schemas/gallery';
import { serverApi } from '@web/lib/api/server';

/** The first page of a channel's gallery, newest first, as the visitor sees it (locked per caller). */
export async function loadFirstGalleryPage(channelId: number): Promise<TGalleryPage> {
  const api = await serverApi();
  return api.gallery.page({
    id: channelId,
    query: { sort: 'new', cursorKey: 'last_open_dt', offset: GALLERY_PAGE_SIZE },
  });
}
