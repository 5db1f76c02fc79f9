import { z } from 'zod';
import { MEDIA_TYPES } from '../enums.ts';
import { multiline } from '../validation/control-characters.ts';

export * from '../studio-catalog.ts';

// The studio's channel profile and playlists (issue 37). The schemas take the shapes; the
// service checks the rules of studio-catalog.ts and words each refusal in Korean, so a creator
// reads which field to fix rather than a bare parameter error.

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Generous caps on what is read at all; the service's checks are the creator's limits. */
const text = (max: number) => z.string().max(max);
const count = z.number().finite().describe('a whole number; the service says which range');

export const ZStudioCatalogIdParams = z.object({ id });

export const ZChannelLink = z.object({
  label: text(200).describe('1–30 characters'),
  url: text(1000).describe('an http:// or https:// address'),
});
export type TChannelLink = z.infer<typeof ZChannelLink>;

/** One of the caller's channels as the studio edits it. */
export const ZStudioChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string().nullable().describe('without the @; null until the creator picks one'),
  description: z.string(),
  links: z.array(ZChannelLink),
  profileImg: z.string(),
  bannerImg: z.string(),
  isAdult: z.boolean(),
  status: z.enum(['published', 'hidden']),
});
export type TStudioChannel = z.infer<typeof ZStudioChannel>;

/** `POST /v1/studio/channels`: a member opens their channel. */
export const ZStudioChannelCreate = z
  .object({
    name: text(500),
    handle: text(200).nullable().optional().describe('as in the edit; may be picked later'),
  })
  .strict();
export type TStudioChannelCreate = z.infer<typeof ZStudioChannelCreate>;

/** `PATCH /v1/studio/channels/{id}`: the fields sent change, the others stay. */
export const ZStudioChannelUpdate = z
  .object({
    name: text(500).optional(),
    handle: text(200)
      .nullable()
      .optional()
      .describe('3–20 of a–z 0–9 _ . (a leading @ and capitals are normalised); null or "" removes it'),
    description: multiline(z.string()).max(20_000).optional(),
    links: z.array(ZChannelLink).max(50).optional().describe('up to 5, in the order shown'),
  })
  .strict();
export type TStudioChannelUpdate = z.infer<typeof ZStudioChannelUpdate>;

export const ZChannelImageSlot = z.enum(['avatar', 'banner']);
export const ZStudioChannelImageParams = z.object({ id, slot: ZChannelImageSlot });

export const ZStudioPlaylistStatus = z.enum(['draft', 'published', 'hidden', 'archived']);
export type TStudioPlaylistStatus = z.infer<typeof ZStudioPlaylistStatus>;

export const ZStudioPlaylistEpisode = z.object({
  id: z.number().int(),
  episodeNo: z.number().int(),
  title: z.string(),
  status: z.enum(['draft', 'processing', 'published', 'hidden', 'deleted']),
  isFree: z.boolean(),
  price: z.number().int(),
  durationSec: z.number().int(),
  openDt: z.string(),
});
export type TStudioPlaylistEpisode = z.infer<typeof ZStudioPlaylistEpisode>;

/** The terms a creator sets on a playlist (ADR 066). */
const terms = {
  title: z.string(),
  description: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  isAdult: z.boolean(),
  price: z.number().int().describe('hearts per paid episode: the default for new ones'),
  bundlePrice: z.number().int().describe('hearts for the whole playlist, 0 when not sold as a bundle'),
  tags: z.array(z.string()),
  categoryIds: z
    .array(z.number().int())
    .describe('the studio categories (STUDIO_CATEGORY_IDS) it is filed under'),
  freeFirstN: z.number().int().describe("the first N episodes are free (applied to the episodes' isFree)"),
  rentalHours: z.number().int(),
  waitFreeHours: z.number().int().describe('기다무 interval: 0 (off), 12, 24, 48 or 72'),
  waitFreeExcludeNewest: z.number().int(),
  waitFreeRentalHours: z
    .number()
    .int()
    .describe('0: a 기다무 unlock is owned; else a rental of so many hours'),
};

export const ZStudioPlaylistDetail = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  status: ZStudioPlaylistStatus,
  coverImg: z.string(),
  ...terms,
  ownerVerifiedAdult: z.boolean().describe('the caller passed adult identity verification (19+ may be set)'),
  episodes: z.array(ZStudioPlaylistEpisode).describe('every episode but deleted ones, in order'),
  updatedAt: z.string(),
});
export type TStudioPlaylistDetail = z.infer<typeof ZStudioPlaylistDetail>;

const editable = {
  title: text(1000),
  description: multiline(z.string()).max(20_000),
  mediaType: z.enum(MEDIA_TYPES),
  isAdult: z.boolean(),
  price: count,
  bundlePrice: count,
  tags: z.array(text(200)).max(50),
  categoryIds: z.array(z.number().int()).max(50),
  freeFirstN: count,
  rentalHours: count,
  waitFreeHours: count,
  waitFreeExcludeNewest: count,
  waitFreeRentalHours: count,
};

/** `POST /v1/studio/playlists`: a new playlist of one of the caller's channels, as a draft. */
export const ZStudioPlaylistCreate = z
  .object({
    channelId: id.describe("one of the caller's channels"),
    title: editable.title,
    mediaType: editable.mediaType,
    description: editable.description.optional(),
    isAdult: editable.isAdult.optional(),
    price: editable.price.optional(),
    bundlePrice: editable.bundlePrice.optional(),
    tags: editable.tags.optional(),
    categoryIds: editable.categoryIds.optional(),
    freeFirstN: editable.freeFirstN.optional(),
    rentalHours: editable.rentalHours.optional(),
    waitFreeHours: editable.waitFreeHours.optional(),
    waitFreeExcludeNewest: editable.waitFreeExcludeNewest.optional(),
    waitFreeRentalHours: editable.waitFreeRentalHours.optional(),
  })
  .strict();
export type TStudioPlaylistCreate = z.infer<typeof ZStudioPlaylistCreate>;

/** `PATCH /v1/studio/playlists/{id}`: the fields sent change, the others stay. */
export const ZStudioPlaylistUpdate = z
  .object({
    title: editable.title.optional(),
    description: editable.description.optional(),
    mediaType: editable.mediaType.optional().describe('only while the playlist has no episodes'),
    isAdult: editable.isAdult.optional().describe('true only for an owner who is a verified adult'),
    price: editable.price.optional(),
    applyPriceToPaidEpisodes: z
      .boolean()
      .optional()
      .describe('also set this price on every paid episode it has now'),
    bundlePrice: editable.bundlePrice.optional(),
    tags: editable.tags.optional(),
    categoryIds: editable.categoryIds.optional(),
    freeFirstN: editable.freeFirstN.optional(),
    rentalHours: editable.rentalHours.optional(),
    waitFreeHours: editable.waitFreeHours.optional(),
    waitFreeExcludeNewest: editable.waitFreeExcludeNewest.optional(),
    waitFreeRentalHours: editable.waitFreeRentalHours.optional(),
    status: z
      .enum(['draft', 'published', 'archived'])
      .optional()
      .describe("publish, take back to draft, or archive; a playlist the console hid keeps 'hidden'"),
  })
  .strict();
export type TStudioPlaylistUpdate = z.infer<typeof ZStudioPlaylistUpdate>;

/** `PUT /v1/studio/playlists/{id}/episodes/order`: every (not deleted) episode's id, first to last. */
export const ZStudioEpisodeOrder = z.object({
  // Within the JSON body limits (ADR 060): a playlist of up to 2,000 episodes reorders in one request.
  contentIds: z.array(id).max(2000),
});
export type TStudioEpisodeOrder = z.infer<typeof ZStudioEpisodeOrder>;

const imageForm = z
  .object({ image: z.string().meta({ format: 'binary' }).describe('JPG, PNG, WEBP or GIF, up to 5 MB') })
  .nullish();
export const ZStudioImageForm = imageForm;
