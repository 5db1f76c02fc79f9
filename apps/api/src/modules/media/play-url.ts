/**
 * Where a playable episode's answers point a client: the play endpoint, which hands out the
 * signed HLS source (ADR 014). Episode lists set it only for episodes the caller may play.
 */
export function playUrl(contentId: number): string {
  return `/api/live/v2/content/play/${contentId}`;
}
