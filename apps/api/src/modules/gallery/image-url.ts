/** Where the full image is served (outside /api/live, like episode media). */
export function galleryImageUrl(itemId: number): string {
  return `/media/gallery/${itemId}`;
}
