import {
  type StudioCatalogProblem,
  studioCatalogTexts as text,
} from '@sogon/contract/messages/studio-catalog';
import { EPISODE_MAX_PRICE } from '@sogon/contract/schemas/studio';
import type {
  TStudioChannel,
  TStudioChannelCreate,
  TStudioChannelUpdate,
  TStudioPlaylistCreate,
  TStudioPlaylistDetail,
  TStudioPlaylistUpdate,
} from '@sogon/contract/schemas/studio-catalog';
import {
  CHANNEL_DESCRIPTION_MAX_LENGTH,
  CHANNEL_NAME_MAX_LENGTH,
  handleProblem,
  linksProblem,
  normalizeHandle,
  normalizeTags,
  PLAYLIST_BUNDLE_MAX_PRICE,
  PLAYLIST_DESCRIPTION_MAX_LENGTH,
  PLAYLIST_FREE_FIRST_MAX,
  PLAYLIST_TITLE_MAX_LENGTH,
  STUDIO_CATEGORY_IDS,
  tagsProblem,
  termsProblem,
} from '@sogon/contract/studio-catalog';
import { AppError } from '#api/http/app-error';
import { requireChannelOwner } from '#api/modules/access';
import type { PlaylistChange, StudioCatalogRepository, StudioPlaylistRow } from './catalog.repository.ts';
import { STUDIO_IMAGE_SHAPES, type StudioImages } from './catalog-images.ts';

function refused(problem: StudioCatalogProblem, status?: number): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
    detail: text.problems[problem],
    ...(status ? { status } : {}),
  });
}

const playlistNotFound = () => new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.playlistNotFound });

const chars = (value: string) => [...value].length;

function wholeWithin(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

type Editable = Omit<TStudioPlaylistUpdate, 'status' | 'applyPriceToPaidEpisodes'>;

/**
 * The studio's channel profile and playlists (issue 37). Every call checks ownership through
 * the access module: a channel of someone else is refused (403), a playlist of someone else is
 * not found (so draft ids reveal nothing). Each bad field is refused with its own Korean
 * detail before anything is written.
 */
export function createStudioCatalogService(deps: { catalog: StudioCatalogRepository; images: StudioImages }) {
  const { catalog, images } = deps;

  async function ownChannel(userId: number, channelId: number): Promise<void> {
    const channel = await catalog.channelOwner(channelId);
    if (!channel) throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.channelNotFound });
    requireChannelOwner({ userId }, channel, text.channelNotYours);
  }

  async function ownedPlaylist(userId: number, playlistId: number): Promise<StudioPlaylistRow> {
    const row = await catalog.ownedPlaylist(userId, playlistId);
    if (!row) throw playlistNotFound();
    return row;
  }

  async function describe(userId: number, playlist: StudioPlaylistRow): Promise<TStudioPlaylistDetail> {
    const [categoryIds, episodes, ownerVerifiedAdult] = await Promise.all([
      catalog.studioCategoryIds(playlist.id),
      catalog.episodes(playlist.id),
      catalog.verifiedAdult(userId),
    ]);
    return {
      id: playlist.id,
      channelId: playlist.channelId,
      channelName: playlist.channelName,
      status: playlist.status,
      coverImg: playlist.coverImg,
      title: playlist.title,
      description: playlist.description,
      mediaType: playlist.mediaType,
      isAdult: playlist.isAdult,
      price: playlist.price,
      bundlePrice: playlist.bundlePrice,
      tags: playlist.tags,
      categoryIds,
      freeFirstN: playlist.freeFirstN,
      rentalHours: playlist.rentalHours,
      waitFreeHours: playlist.waitFreeHours,
      waitFreeExcludeNewest: playlist.waitFreeExcludeNewest,
      waitFreeRentalHours: playlist.waitFreeRentalHours,
      ownerVerifiedAdult,
      episodes,
      updatedAt: playlist.updatedAt.toISOString(),
    };
  }

  async function detail(userId: number, playlistId: number): Promise<TStudioPlaylistDetail> {
    return describe(userId, await ownedPlaylist(userId, playlistId));
  }

  /**
   * The columns a save writes, every field checked: `current` is the playlist as it is (null
   * for a new one), whose terms the 기다무 and rental checks combine with the ones sent.
   */
  async function playlistValues(
    userId: number,
    body: Editable,
    current: StudioPlaylistRow | null,
  ): Promise<{ values: PlaylistChange['values']; categoryIds?: number[] }> {
    const values: PlaylistChange['values'] = {};
    if (body.title !== undefined) {
      const title = body.title.trim();
      if (title === '') throw refused('titleEmpty');
      if (chars(title) > PLAYLIST_TITLE_MAX_LENGTH) throw refused('titleTooLong');
      values.title = title;
    }
    if (body.description !== undefined) {
      const description = body.description.trim();
      if (chars(description) > PLAYLIST_DESCRIPTION_MAX_LENGTH) throw refused('playlistDescriptionTooLong');
      values.description = description;
    }
    if (body.mediaType !== undefined) values.mediaType = body.mediaType;
    if (body.price !== undefined) {
      if (!wholeWithin(body.price, EPISODE_MAX_PRICE)) throw refused('priceInvalid');
      values.price = body.price;
      values.isFree = body.price === 0;
    }
    if (body.bundlePrice !== undefined) {
      if (!wholeWithin(body.bundlePrice, PLAYLIST_BUNDLE_MAX_PRICE)) throw refused('bundlePriceInvalid');
      values.bundlePrice = body.bundlePrice;
    }
    if (body.freeFirstN !== undefined) {
      if (!wholeWithin(body.freeFirstN, PLAYLIST_FREE_FIRST_MAX)) throw refused('freeFirstNInvalid');
      values.freeFirstN = body.freeFirstN;
    }
    if (body.tags !== undefined) {
      const tags = normalizeTags(body.tags);
      const problem = tagsProblem(tags);
      if (problem) throw refused(problem);
      values.tags = tags;
    }
    let categoryIds: number[] | undefined;
    if (body.categoryIds !== undefined) {
      categoryIds = [...new Set(body.categoryIds)];
      if (categoryIds.some((id) => !STUDIO_CATEGORY_IDS.includes(id))) throw refused('categoryUnknown');
    }
    const terms = {
      rentalHours: body.rentalHours ?? current?.rentalHours ?? 72,
      waitFreeHours: body.waitFreeHours ?? current?.waitFreeHours ?? 0,
      waitFreeExcludeNewest: body.waitFreeExcludeNewest ?? current?.waitFreeExcludeNewest ?? 0,
      waitFreeRentalHours: body.waitFreeRentalHours ?? current?.waitFreeRentalHours ?? 0,
    };
    const termsWrong = termsProblem(terms);
    if (termsWrong) throw refused(termsWrong);
    for (const key of Object.keys(terms) as (keyof typeof terms)[]) {
      if (body[key] !== undefined) values[key] = terms[key];
    }
    // 19+ is the owner's to set only as a verified adult; operators override in the console.
    const adultMark = body.isAdult;
    if (adultMark !== undefined && adultMark !== (current?.isAdult ?? false)) {
      if (!(await catalog.verifiedAdult(userId))) throw refused('adultNotVerified');
      values.isAdult = adultMark;
    }
    return { values, ...(categoryIds ? { categoryIds } : {}) };
  }

  return {
    channels: (userId: number): Promise<TStudioChannel[]> => catalog.ownedChannels(userId),

    async createChannel(userId: number, body: TStudioChannelCreate): Promise<TStudioChannel> {
      const name = body.name.trim();
      if (name === '') throw refused('nameEmpty');
      if (chars(name) > CHANNEL_NAME_MAX_LENGTH) throw refused('nameTooLong');
      const handle = body.handle ? normalizeHandle(body.handle) : '';
      if (handle !== '') {
        const problem = handleProblem(handle);
        if (problem) throw refused(problem);
      }
      const created = await catalog.createChannel(userId, { name, handle: handle === '' ? null : handle });
      if (created === 'handleTaken') throw refused('handleTaken', 409);
      if (created === 'exists') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 409, detail: text.channelExists });
      }
      return created;
    },

    async updateChannel(
      userId: number,
      channelId: number,
      body: TStudioChannelUpdate,
    ): Promise<TStudioChannel> {
      await ownChannel(userId, channelId);
      const values: Parameters<StudioCatalogRepository['updateChannel']>[2] = {};
      if (body.name !== undefined) {
        const name = body.name.trim();
        if (name === '') throw refused('nameEmpty');
        if (chars(name) > CHANNEL_NAME_MAX_LENGTH) throw refused('nameTooLong');
        values.name = name;
      }
      if (body.handle !== undefined) {
        const handle = body.handle === null ? '' : normalizeHandle(body.handle);
        if (handle !== '') {
          const problem = handleProblem(handle);
          if (problem) throw refused(problem);
        }
        values.handle = handle === '' ? null : handle;
      }
      if (body.description !== undefined) {
        const description = body.description.trim();
        if (chars(description) > CHANNEL_DESCRIPTION_MAX_LENGTH) throw refused('descriptionTooLong');
        values.description = description;
      }
      if (body.links !== undefined) {
        const links = body.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() }));
        const problem = linksProblem(links);
        if (problem) throw refused(problem);
        values.links = links;
      }
      const saved = await catalog.updateChannel(userId, channelId, values);
      if (saved === 'handleTaken') throw refused('handleTaken', 409);
      if (!saved) throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.channelNotFound });
      return saved;
    },

    /** Before the form is read: the channel is the caller's (refused before megabytes arrive). */
    checkChannelImageTarget: ownChannel,

    async uploadChannelImage(
      userId: number,
      channelId: number,
      slot: 'avatar' | 'banner',
      data: Buffer,
    ): Promise<TStudioChannel> {
      await ownChannel(userId, channelId);
      const owner = `channels/${channelId}`;
      const url = await images.store(owner, slot, STUDIO_IMAGE_SHAPES[slot], data);
      const swapped = await catalog.swapChannelImage(userId, channelId, slot, url);
      if (!swapped) {
        await images.discard(owner, url);
        throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.channelNotFound });
      }
      await images.discard(owner, swapped.previous);
      return swapped.channel;
    },

    async createPlaylist(userId: number, body: TStudioPlaylistCreate): Promise<TStudioPlaylistDetail> {
      await ownChannel(userId, body.channelId);
      const { channelId, ...fields } = body;
      const { values, categoryIds } = await playlistValues(userId, fields, null);
      const id = await catalog.insertPlaylist(
        userId,
        channelId,
        { ...values, title: values.title!, mediaType: body.mediaType },
        categoryIds ?? [],
      );
      if (id === null) throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.channelNotFound });
      return detail(userId, id);
    },

    playlist: detail,

    async updatePlaylist(
      userId: number,
      playlistId: number,
      body: TStudioPlaylistUpdate,
    ): Promise<TStudioPlaylistDetail> {
      const current = await ownedPlaylist(userId, playlistId);
      const { status, applyPriceToPaidEpisodes, ...fields } = body;
      const { values, categoryIds } = await playlistValues(userId, fields, current);
      if (status !== undefined && status !== current.status) {
        // 'hidden' is the console's (moderation): the studio does not undo it.
        if (current.status === 'hidden') throw refused('statusLockedByOps');
        values.status = status;
      }
      const mediaTypeChange = values.mediaType !== undefined && values.mediaType !== current.mediaType;
      if (!mediaTypeChange) delete values.mediaType;
      if (applyPriceToPaidEpisodes && values.price === undefined) values.price = current.price;
      const outcome = await catalog.savePlaylist(userId, playlistId, {
        values,
        ...(categoryIds ? { categoryIds } : {}),
        applyPriceToPaidEpisodes: applyPriceToPaidEpisodes ?? false,
        mediaTypeChange,
      });
      if (outcome === 'notFound') throw playlistNotFound();
      if (outcome === 'kindLocked') throw refused('kindLocked', 409);
      return detail(userId, playlistId);
    },

    /** Before the form is read: the playlist is the caller's. */
    async checkCoverTarget(userId: number, playlistId: number): Promise<void> {
      await ownedPlaylist(userId, playlistId);
    },

    async uploadCover(userId: number, playlistId: number, data: Buffer): Promise<TStudioPlaylistDetail> {
      await ownedPlaylist(userId, playlistId);
      const owner = `playlists/${playlistId}`;
      const url = await images.store(owner, 'cover', STUDIO_IMAGE_SHAPES.cover, data);
      const swapped = await catalog.swapCover(userId, playlistId, url);
      if (!swapped) {
        await images.discard(owner, url);
        throw playlistNotFound();
      }
      await images.discard(owner, swapped.previous);
      return detail(userId, playlistId);
    },

    async reorderEpisodes(
      userId: number,
      playlistId: number,
      contentIds: readonly number[],
    ): Promise<TStudioPlaylistDetail> {
      const outcome = await catalog.reorder(userId, playlistId, contentIds);
      if (outcome === 'notFound') throw playlistNotFound();
      if (outcome === 'mismatch') throw refused('orderMismatch', 409);
      return detail(userId, playlistId);
    },
  };
}

export type StudioCatalogService = ReturnType<typeof createStudioCatalogService>;
