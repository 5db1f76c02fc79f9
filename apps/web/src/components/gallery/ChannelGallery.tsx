'use client';

import { ApiError } from '@sogon/contract/api-client';
import { GALLERY_PAGE_SIZE } from '@sogon/contract/limits';
import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { galleryTexts as text } from '@sogon/contract/messages/gallery';
import { galleryEndpoints } from '@sogon/contract/routes/gallery.endpoints';
import type { TGalleryItemCard, TGalleryItemDetail, TGalleryPage } from '@sogon/contract/schemas/gallery';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useShortOfHearts } from '@web/components/purchase/use-short-of-hearts';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { lazy, useCallback, useState } from 'react';
import styles from './Gallery.module.css';
import { GalleryTile } from './GalleryTile.tsx';
import type { GalleryViewerProps } from './GalleryViewer.tsx';

const GALLERY_VIEWER_KEY = 'gallery-viewer';

// The viewer (picture, likes, 신고, comments) is a chunk of its own, fetched on the first press of a
// picture: the channel page does not carry it in its first load. The press opens it in the modal
// state at once; its layer shows, whole, when the chunk is there (ModalContainer).
const GalleryViewer = lazy(() =>
  import('./GalleryViewer.tsx').then((module) => ({ default: module.GalleryViewer })),
);

const api = {
  gallery: browserApi('gallery', galleryEndpoints),
};

const cursorOf = (page: TGalleryPage) =>
  page.lastCursor !== null && page.lastId !== null
    ? { lastCursor: page.lastCursor, lastId: page.lastId }
    : null;

/**
 * The channel's gallery: a grid of previews, 더보기 for the next page. An open picture shows
 * at full size; a locked one asks to buy it with hearts (the heart confirmation), or sends the
 * member to charge hearts when they are short.
 */
export function ChannelGallery({ channelId, firstPage }: { channelId: number; firstPage: TGalleryPage }) {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { open } = useModal();
  const { toast } = useToast();
  const [items, setItems] = useState(firstPage.items);
  const [cursor, setCursor] = useState(cursorOf(firstPage));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<number | null>(null);

  const update = useCallback((changed: Pick<TGalleryItemDetail, 'id' | 'locked' | 'likeCount'>) => {
    setItems((shown) =>
      shown.map((item) =>
        item.id === changed.id ? { ...item, locked: changed.locked, likeCount: changed.likeCount } : item,
      ),
    );
  }, []);

  const loadMore = async () => {
    if (!cursor || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const next = await api.gallery.page({
        id: channelId,
        query: { sort: 'new', cursorKey: 'last_open_dt', offset: GALLERY_PAGE_SIZE, ...cursor },
      });
      setItems((shown) => {
        const known = new Set(shown.map((item) => item.id));
        return [...shown, ...next.items.filter((item) => !known.has(item.id))];
      });
      setCursor(cursorOf(next));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const show = (item: TGalleryItemCard) =>
    open<GalleryViewerProps>({
      key: GALLERY_VIEWER_KEY,
      component: GalleryViewer,
      className: styles.viewer,
      props: { channelId, itemId: item.id, title: item.title, onChange: update },
      overlayClose: true,
      escClose: true,
    });

  const shortOfHearts = useShortOfHearts();
  const notEnough = (body: string) => shortOfHearts({ title: text.notEnoughTitle, body });

  const purchase = async (item: TGalleryItemCard) => {
    setPending(item.id);
    try {
      await api.gallery.buy(
        { id: channelId, itemId: item.id },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      toast(text.bought, { kind: 'success' });
      update({ id: item.id, locked: false, likeCount: item.likeCount });
      show(item);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ERROR_HEART_NOT_ENOUGH') notEnough(error.detail);
      else if (error instanceof ApiError) toast(error.detail, { kind: 'error' });
    } finally {
      setPending(null);
    }
  };

  const ask = async (item: TGalleryItemCard) => {
    if (!user) {
      openLogin();
      return;
    }
    setPending(item.id);
    let detail: TGalleryItemDetail;
    try {
      detail = await api.gallery.get({ id: channelId, itemId: item.id });
    } catch (error) {
      if (error instanceof ApiError) toast(error.detail, { kind: 'error' });
      return;
    } finally {
      setPending(null);
    }
    // Open after all (bought elsewhere, a subscription started): just show it.
    if (!detail.locked) {
      update(detail);
      show(item);
      return;
    }
    // Members-only: hearts do not open it; the tiers (on the channel page's header) do.
    if (detail.access === 'members_only') {
      toast(channelCommunityTexts.membersOnlyPicture, { kind: 'info' });
      return;
    }
    const have = detail.balance?.total ?? 0;
    if (detail.price > have) {
      notEnough(text.notEnoughBody(detail.price, have));
      return;
    }
    open<ConfirmModalProps>({
      key: 'gallery-purchase-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.confirmTitle,
        heartIcon: true,
        body: `${text.confirmBody(detail.title, detail.price)}\n${text.balance(have)}`,
        confirmLabel: text.buy,
        onConfirm: () => void purchase(item),
      },
    });
  };

  if (items.length === 0) return <p className={styles.empty}>{text.empty}</p>;

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          <li key={item.id}>
            <GalleryTile
              item={item}
              eager={index < 8}
              waiting={pending === item.id}
              onOpen={() => {
                if (pending !== null) return;
                if (item.locked) void ask(item);
                else show(item);
              }}
            />
          </li>
        ))}
      </ul>
      <p role="status" className={styles.statusLine}>
        {failed ? text.loadFailed : busy ? text.loading : ''}
      </p>
      {cursor ? (
        <div className={styles.more}>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy || undefined}
            onClick={() => void loadMore()}
          >
            {text.more}
          </button>
        </div>
      ) : null}
    </>
  );
}
