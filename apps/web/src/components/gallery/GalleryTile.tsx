import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { galleryTexts as text } from '@sogon/contract/messages/gallery';
import type { TGalleryItemCard } from '@sogon/contract/schemas/gallery';
import styles from './Gallery.module.css';
import { LockIcon } from './LockIcon.tsx';

/** One picture of the grid: its preview, 무료 or the lock with its price, and its title. */
export function GalleryTile({
  item,
  eager,
  waiting,
  onOpen,
}: {
  item: TGalleryItemCard;
  /** Near the top of the grid: loaded at once. */
  eager: boolean;
  /** Its purchase is being looked at. */
  waiting: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.tile}
      aria-label={
        item.locked && item.membersOnly
          ? `${item.title}, ${channelCommunityTexts.membersOnlyBadge}`
          : item.locked
            ? text.openLocked(item.title, item.price)
            : text.open(item.title)
      }
      aria-disabled={waiting || undefined}
      onClick={onOpen}
    >
      <span className={styles.frame}>
        {/* biome-ignore lint/performance/noImgElement: previews are small files served from /media */}
        <img
          src={item.previewImg}
          alt=""
          width={item.width}
          height={item.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {item.locked ? (
          <span className={styles.lock}>
            <LockIcon />
            {item.membersOnly ? channelCommunityTexts.membersOnlyBadge : text.price(item.price)}
          </span>
        ) : item.price === 0 ? (
          <span className={`${styles.lock} ${styles.free}`}>{text.free}</span>
        ) : null}
      </span>
      <span className={styles.caption}>{item.title}</span>
    </button>
  );
}
