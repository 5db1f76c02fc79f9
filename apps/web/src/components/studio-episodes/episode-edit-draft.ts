import { studioTexts } from '@sogon/contract/messages/studio';
import { studioEpisodeTexts } from '@sogon/contract/messages/studio-episodes';
import type { TStudioEpisode, TStudioEpisodePatch } from '@sogon/contract/schemas/studio-episodes';
import { EARLY_DAYS_MAX, kstDateTimeToUtc } from '@sogon/contract/studio-episode';

/** The edit form's fields as the inputs hold them (numbers as typed). */
export interface EpisodeDraft {
  title: string;
  description: string;
  isFree: boolean;
  price: string;
  rentalPrice: string;
  /** Null while the episode has no package yet (its visibility waits for the transcode). */
  visibility: 'published' | 'hidden' | null;
  openDate: string;
  openTime: string;
  earlyDays: string;
  earlyTierIds: number[];
}

export type EpisodeField = 'title' | 'price' | 'rentalPrice' | 'schedule' | 'earlyDays' | 'earlyTierIds';

export function draftOfEpisode(episode: TStudioEpisode): EpisodeDraft {
  return {
    title: episode.title,
    description: episode.description,
    isFree: episode.isFree,
    price: String(episode.price),
    rentalPrice: String(episode.rentalPrice),
    visibility: episode.status === 'published' || episode.status === 'hidden' ? episode.status : null,
    openDate: episode.openDate,
    openTime: episode.openTime,
    earlyDays: String(episode.earlyDays),
    earlyTierIds: [...episode.earlyTierIds],
  };
}

const whole = (value: string): number | null =>
  /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : null;

/** The API's checks repeated before sending, in the same Korean words; empty when fine. */
export function checkEpisodeDraft(draft: EpisodeDraft): Partial<Record<EpisodeField, string>> {
  const text = studioEpisodeTexts;
  const problems: Partial<Record<EpisodeField, string>> = {};
  if (draft.title.trim() === '') problems.title = studioTexts.page.titleMissing;
  const price = whole(draft.price);
  if (!draft.isFree && (price === null || price < 1)) problems.price = studioTexts.priceRequired;
  const rental = whole(draft.rentalPrice);
  if (rental === null) problems.rentalPrice = text.rentalAboveOwn;
  else if (!draft.isFree && price !== null && price >= 1 && rental > 0 && rental >= price)
    problems.rentalPrice = text.rentalAboveOwn;
  if (!kstDateTimeToUtc(draft.openDate, draft.openTime)) problems.schedule = text.scheduleInvalid;
  const early = whole(draft.earlyDays);
  if (early === null || early > EARLY_DAYS_MAX) problems.earlyDays = text.earlyDaysRange(EARLY_DAYS_MAX);
  else if (early > 0 && draft.earlyTierIds.length === 0) problems.earlyTierIds = text.earlyTiersMissing;
  return problems;
}

/** What changed, as the PATCH body: untouched fields are left out (an unchanged past time stays). */
export function patchOfDraft(draft: EpisodeDraft, episode: TStudioEpisode): TStudioEpisodePatch {
  const before = draftOfEpisode(episode);
  const body: TStudioEpisodePatch = {};
  if (draft.title.trim() !== before.title) body.title = draft.title.trim();
  if (draft.description.trim() !== before.description) body.description = draft.description.trim();
  if (draft.isFree !== before.isFree || draft.price.trim() !== before.price) {
    body.isFree = draft.isFree;
    body.price = draft.isFree ? 0 : Number(draft.price.trim());
  }
  if (draft.rentalPrice.trim() !== before.rentalPrice) body.rentalPrice = Number(draft.rentalPrice.trim());
  if (draft.visibility && draft.visibility !== before.visibility) body.visibility = draft.visibility;
  if (draft.openDate !== before.openDate || draft.openTime !== before.openTime) {
    body.openDate = draft.openDate;
    body.openTime = draft.openTime;
  }
  if (draft.earlyDays.trim() !== before.earlyDays) body.earlyDays = Number(draft.earlyDays.trim());
  const tiers = [...draft.earlyTierIds].sort((a, b) => a - b);
  if (tiers.join(',') !== [...before.earlyTierIds].sort((a, b) => a - b).join(',')) body.earlyTierIds = tiers;
  return body;
}
