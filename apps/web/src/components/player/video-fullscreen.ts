/** The <video> full screen, with the browser's own controls there (ours are not in that layer). */
export function requestVideoFullscreen(media: HTMLMediaElement | null) {
  if (!(media instanceof HTMLVideoElement)) return;
  const restore = () => {
    if (!document.fullscreenElement) {
      media.controls = false;
      document.removeEventListener('fullscreenchange', restore);
    }
  };
  media.controls = true;
  document.addEventListener('fullscreenchange', restore);
  const video = media as HTMLVideoElement & { webkitEnterFullscreen?: () => void };
  if (media.requestFullscreen) void media.requestFullscreen().catch(() => restore());
  else video.webkitEnterFullscreen?.();
}
