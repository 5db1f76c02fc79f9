'use client';

import { GALLERY_DESCRIPTION_MAX, GALLERY_TITLE_MAX } from '@sogon/contract/limits';
import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { boardEndpoints } from '@sogon/contract/routes/board.endpoints';
import { channelCommunityEndpoints } from '@sogon/contract/routes/channel-community.endpoints';
import type { TChannelBlockList, TStudioGalleryItem } from '@sogon/contract/schemas/channel-community';
import { ChannelBoard } from '@web/components/board/ChannelBoard';
import studio from '@web/components/studio/Studio.module.css';
import { postForm } from '@web/components/studio/studio-request';
import { StudioGate } from '@web/components/studio-catalog/StudioGate';
import {
  CheckField,
  FileField,
  IMAGE_TYPES,
  NumberField,
  TextAreaField,
  TextField,
} from '@web/components/studio-kit/Fields';
import { studioFailureText } from '@web/components/studio-kit/failure';
import { useConfirm } from '@web/components/studio-kit/use-confirm';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { type FormEvent, useRef, useState } from 'react';
import styles from './ChannelCommunity.module.css';
import { OwnedChannel } from './use-owned-channel.tsx';

const api = {
  board: browserApi('board', boardEndpoints),
  channelCommunity: browserApi('channelCommunity', channelCommunityEndpoints),
};
const text = channelCommunityTexts.studio;

/** /studio/posts: the owner's board (write, edit, delete, 공지, 멤버십 전용), gallery uploads and blocked members. */
export function StudioPostsPage() {
  return (
    <OwnedChannel>
      {(channel) => (
        <div key={channel.id}>
          <BoardSection channelId={channel.id} />
          <GallerySection channelId={channel.id} />
          <BlocksSection channelId={channel.id} />
        </div>
      )}
    </OwnedChannel>
  );
}

function BoardSection({ channelId }: { channelId: number }) {
  const query = useApiQuery(api.board.page, { id: channelId, query: { offset: 20 } }, { member: true });
  return (
    <section className={studio.section} aria-labelledby="studio-board-title">
      <h2 id="studio-board-title">{text.boardTitle}</h2>
      <StudioGate loaded={loadable(query)} reload={query.reload}>
        {(page) => <ChannelBoard channelId={channelId} firstPage={page} />}
      </StudioGate>
    </section>
  );
}

function GallerySection({ channelId }: { channelId: number }) {
  const query = useApiQuery(api.channelCommunity.galleryItems, { id: channelId }, { member: true });
  const ask = useConfirm();
  const { toast } = useToast();
  const fail = useFailureToast();
  const remove = (item: TStudioGalleryItem) =>
    ask('studio-gallery-remove', {
      title: text.removeConfirmTitle,
      body: text.removeConfirmBody(item.title),
      confirmLabel: text.removeConfirm,
      onConfirm: () => {
        memberOnly(() => api.channelCommunity.removeGalleryItem({ id: channelId, itemId: item.id })).then(
          () => {
            query.setData(
              (current) => current && { items: current.items.filter((row) => row.id !== item.id) },
            );
            toast(text.removed, { kind: 'success' });
          },
          fail,
        );
      },
    });
  return (
    <section className={studio.section} aria-labelledby="studio-gallery-title">
      <h2 id="studio-gallery-title">{text.galleryTitle}</h2>
      <UploadForm
        channelId={channelId}
        onUploaded={(item) => query.setData((current) => ({ items: [item, ...(current?.items ?? [])] }))}
      />
      <StudioGate loaded={loadable(query)} reload={query.reload}>
        {(list) =>
          list.items.length === 0 ? (
            <p className={studio.hint}>{text.noItems}</p>
          ) : (
            <ul className={styles.grid}>
              {list.items.map((item) => (
                <li key={item.id} className={styles.card}>
                  {/* biome-ignore lint/performance/noImgElement: the server-made preview from /media */}
                  <img
                    src={item.previewImg}
                    alt=""
                    width={item.width}
                    height={item.height}
                    className={styles.thumb}
                  />
                  <p className={styles.cardTitle}>{item.title}</p>
                  <p className={styles.cardMeta}>
                    {text.price(item.price)}
                    {item.membersOnly ? ` · ${channelCommunityTexts.membersOnlyBadge}` : ''}
                    {` · ${text.purchases(item.purchaseCount)}`}
                  </p>
                  <ItemEditor
                    channelId={channelId}
                    item={item}
                    onSaved={(saved) =>
                      query.setData(
                        (current) =>
                          current && {
                            items: current.items.map((row) => (row.id === saved.id ? saved : row)),
                          },
                      )
                    }
                  />
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={text.removeLabel(item.title)}
                    onClick={() => remove(item)}
                  >
                    {text.remove}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </StudioGate>
    </section>
  );
}

/** 수정: title, price and members-only of an uploaded item (the preview is made again when it locks or opens). */
function ItemEditor({
  channelId,
  item,
  onSaved,
}: {
  channelId: number;
  item: TStudioGalleryItem;
  onSaved: (item: TStudioGalleryItem) => void;
}) {
  const { toast } = useToast();
  const fail = useFailureToast();
  const [title, setTitle] = useState(item.title);
  const [price, setPrice] = useState(String(item.price));
  const [membersOnly, setMembersOnly] = useState(item.membersOnly);
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const saved = await memberOnly(() =>
        api.channelCommunity.updateGalleryItem({
          id: channelId,
          itemId: item.id,
          body: {
            title: title.trim(),
            description: item.description,
            price: Number(price),
            membersOnly,
            isAdult: item.isAdult,
          },
        }),
      );
      onSaved(saved);
      toast(text.saved, { kind: 'success' });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <details>
      <summary aria-label={text.editLabel(item.title)}>{text.edit}</summary>
      <form className={studio.form} onSubmit={(event) => void save(event)}>
        <TextField
          label={text.fieldTitle}
          value={title}
          maxLength={GALLERY_TITLE_MAX}
          required
          onValue={setTitle}
        />
        <NumberField
          label={text.fieldPrice}
          hint={text.fieldPriceHint}
          type="number"
          min={0}
          step={1}
          value={price}
          required
          onValue={setPrice}
        />
        <CheckField label={text.fieldMembersOnly} checked={membersOnly} onCheck={setMembersOnly} />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {text.save}
        </button>
      </form>
    </details>
  );
}

function UploadForm({
  channelId,
  onUploaded,
}: {
  channelId: number;
  onUploaded: (item: TStudioGalleryItem) => void;
}) {
  const { toast } = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.current) return;
    const data = new FormData(form.current);
    const file = data.get('image');
    if (!(file instanceof File) || file.size === 0) {
      setError(channelCommunityTexts.studio.fieldImage);
      return;
    }
    // The image goes last: the server reads the text fields first.
    data.delete('image');
    data.append('image', file);
    setBusy(true);
    setError('');
    setDone('');
    try {
      const item = await postForm<TStudioGalleryItem>(`/v1/studio/channels/${channelId}/gallery`, data);
      onUploaded(item);
      form.current.reset();
      setDone(text.uploaded);
      toast(text.uploaded, { kind: 'success' });
    } catch (failure) {
      setError(studioFailureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className={studio.form}
      aria-labelledby="studio-upload-title"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="studio-upload-title">{text.uploadTitle}</h3>
      <TextField label={text.fieldTitle} name="title" maxLength={GALLERY_TITLE_MAX} required />
      <TextAreaField
        label={text.fieldDescription}
        name="description"
        maxLength={GALLERY_DESCRIPTION_MAX}
        rows={3}
      />
      <NumberField
        label={text.fieldPrice}
        hint={text.fieldPriceHint}
        name="price"
        type="number"
        min={0}
        step={1}
        defaultValue={0}
        required
      />
      <CheckField label={text.fieldMembersOnly} name="membersOnly" value="true" />
      <CheckField label={text.fieldAdult} name="isAdult" value="true" />
      <FileField
        label={text.fieldImage}
        hint={text.fieldImageHint}
        error={error || undefined}
        name="image"
        accept={IMAGE_TYPES}
        required
      />
      <div className={studio.actions}>
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? text.uploading : text.upload}
        </button>
      </div>
      <p role="status" className={studio.status}>
        {done}
      </p>
    </form>
  );
}

function BlocksSection({ channelId }: { channelId: number }) {
  const query = useApiQuery(api.channelCommunity.blocks, { id: channelId }, { member: true });
  const ask = useConfirm();
  const { toast } = useToast();
  const fail = useFailureToast();
  const unblock = (row: TChannelBlockList['items'][number]) =>
    ask('studio-unblock', {
      title: text.unblockConfirmTitle,
      body: text.unblockConfirmBody(row.username),
      confirmLabel: text.unblock,
      onConfirm: () => {
        memberOnly(() => api.channelCommunity.unblock({ id: channelId, userId: row.userId })).then(() => {
          query.setData(
            (current) => current && { items: current.items.filter((item) => item.userId !== row.userId) },
          );
          toast(text.unblocked, { kind: 'success' });
        }, fail);
      },
    });
  return (
    <section className={studio.section} aria-labelledby="studio-blocks-title">
      <h2 id="studio-blocks-title">{text.blocksTitle}</h2>
      <StudioGate loaded={loadable(query)} reload={query.reload}>
        {(list) =>
          list.items.length === 0 ? (
            <p className={studio.hint}>{text.noBlocks}</p>
          ) : (
            <ul className={styles.rows}>
              {list.items.map((row) => (
                <li key={row.userId} className={styles.row}>
                  <span>
                    {row.username}{' '}
                    <span className={studio.hint}>{text.blockedAt(row.createdAt.slice(0, 10))}</span>
                  </span>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={text.unblockLabel(row.username)}
                    onClick={() => unblock(row)}
                  >
                    {text.unblock}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </StudioGate>
    </section>
  );
}
