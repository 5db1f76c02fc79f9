import type { Ref } from 'react';
import styles from './MiniPlayer.module.css';

/**
 * The mini bar's picture. The cover always sits underneath; for a video episode the <video> is
 * moved into the layer on top of it (see useVideoSlot), where it shows its poster (the cover) and
 * then its frames once it has data. While the video plays elsewhere (the episode page, the full
 * view) or has not arrived yet, the cover shows through instead of a black box.
 */
export function MiniThumb({
  cover,
  video,
  slotRef,
}: {
  cover: string | undefined;
  video: boolean;
  slotRef: Ref<HTMLDivElement>;
}) {
  return (
    <div className={video ? `${styles.thumb} ${styles.videoThumb}` : styles.thumb}>
      {/* biome-ignore lint/performance/noImgElement: covers are small images from the API */}
      {cover ? <img src={cover} alt="" width={video ? 85 : 48} height={48} /> : null}
      {/* The engine appends the <video> here; React never renders anything inside this layer. */}
      <div ref={slotRef} className={styles.videoLayer} data-video-slot="mini" />
    </div>
  );
}
