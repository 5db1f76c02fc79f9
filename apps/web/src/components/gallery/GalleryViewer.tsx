'use client';

import { ApiError } from '@sogon/contract/api-client';
import { galleryTexts as text } from '@sogon/contract/messages/gallery';
import { reportTexts } from '@sogon/contract/messages/reports';
import { galleryEndpoints } from '@sogon/contract/routes/gallery.endpoints';
import type { TGalleryItemDetail } from '@sogon/contract/schemas/gallery';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { CommentSection } from '@web/components/comments/CommentSection';
import { galleryComments } from '@web/components/comments/comment-endpoints';
import type { ModalComponentProps } from '@web/components/modal/modal-store';
import { ReportButton } from '@web/components/reports/ReportButton';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useEffect, useMemo, useState } from 'react';
import styles from './Gallery.module.css';

const api = {
  gallery: browserApi('gallery', galleryEndpoints),
};

export type GalleryViewerProps = {
  channelId: number;
  itemId: number;
  /** Shown as the heading until the item has loaded. */
  title: string;
  /** Tells the grid what changed (likes, an item found open after all). */
  onChange?: (item: Pick<TGalleryItemDetail, 'id' | 'locked' | 'likeCount'>) => void;
};

/** One gallery picture at full size, with its description and a like toggle. */
export function GalleryViewer({
  channelId,
  itemId,
  title,
  onChange,
  close,
  titleId,
}: GalleryViewerProps & ModalComponentProps) {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { toast } = useToast();
  const detail = useApiQuery(api.gallery.get, { id: channelId, itemId });
  const item = detail.data ?? null;
  const failed = detail.error !== undefined;
  const { setData: setItem } = detail;
  const [liking, setLiking] = useState(false);
  const comments = useMemo(() => galleryComments(channelId, itemId), [channelId, itemId]);

  // The grid follows what the viewer learned (the full image, a like).
  useEffect(() => {
    if (item) onChange?.(item);
  }, [item, onChange]);

  const toggleLike = async () => {
    if (!item || liking) return;
    if (!user) {
      openLogin();
      return;
    }
    setLiking(true);
    try {
      const answer = await api.gallery.toggleLike({ id: channelId, itemId });
      setItem({ ...item, liked: answer.liked, likeCount: answer.likeCount });
    } catch (error) {
      if (error instanceof ApiError) toast(error.detail, { kind: 'error' });
    } finally {
      setLiking(false);
    }
  };

  return (
    <div className={styles.viewerContent}>
      <div className={styles.viewerHeader}>
        <h2 id={titleId} className={styles.viewerTitle}>
          {item?.title ?? title}
        </h2>
        <button type="button" className={styles.closeButton} onClick={close} aria-label={text.close}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 1 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4z"
            />
          </svg>
        </button>
      </div>
      <p role="status" className={styles.status}>
        {failed ? text.loadFailed : item ? '' : text.loading}
      </p>
      {item ? (
        <>
          <div className={styles.viewerFrame}>
            {/* biome-ignore lint/performance/noImgElement: the full image comes from the entitlement-checked /media route */}
            <img
              className={styles.viewerImage}
              src={item.imageUrl ?? item.previewImg}
              alt={item.imageUrl ? text.imageAlt(item.title) : text.lockedPreviewAlt(item.title)}
              width={item.width}
              height={item.height}
            />
          </div>
          {item.description ? <p className={styles.viewerDescription}>{item.description}</p> : null}
          <div className={styles.viewerActions}>
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={item.liked}
              aria-disabled={liking || undefined}
              onClick={() => void toggleLike()}
            >
              <span aria-hidden="true">{item.liked ? '♥' : '♡'}</span>
              {text.likes(item.likeCount)}
            </button>
            <ReportButton targetType="gallery" targetId={item.id} label={reportTexts.galleryLabel} />
            {item.access === 'purchased' ? <span className={styles.note}>{text.owned}</span> : null}
            {item.access === 'subscription' ? <span className={styles.note}>{text.subscribed}</span> : null}
          </div>
          <CommentSection endpoints={comments} headingLevel={3} className={styles.viewerComments} />
        </>
      ) : null}
    </div>
  );
}
