import { studioTexts } from '@sogon/contract/messages/studio';
import { studioEpisodeTexts as text } from '@sogon/contract/messages/studio-episodes';
import type { TStudioEpisode } from '@sogon/contract/schemas/studio-episodes';
import { describe, expect, it } from 'vitest';
import { checkEpisodeDraft, draftOfEpisode, patchOfDraft } from './episode-edit-draft.ts';

const episode: TStudioEpisode = {
  id: 7,
  playlistId: 3,
  playlistTitle: '비 오는 밤',
  channelId: 1,
  episodeNo: 6,
  title: '6화 · 빗소리',
  description: '',
  mediaType: 'audio',
  coverImg: '',
  isFree: false,
  price: 5,
  rentalPrice: 2,
  status: 'published',
  state: 'public',
  openDt: '2026-12-01T11:00:00.000Z',
  openDate: '2026-12-01',
  openTime: '20:00',
  earlyDays: 0,
  earlyTierIds: [],
  durationSec: 60,
  captionCount: 0,
  frameCount: 0,
  freeFirstN: 0,
  rentalHours: 72,
  job: null,
};

describe('the episode edit draft', () => {
  it('sends only what changed', () => {
    const draft = draftOfEpisode(episode);
    expect(patchOfDraft(draft, episode)).toEqual({});
    expect(
      patchOfDraft({ ...draft, openDate: '2026-12-24', earlyDays: '3', earlyTierIds: [9, 4] }, episode),
    ).toEqual({ openDate: '2026-12-24', openTime: '20:00', earlyDays: 3, earlyTierIds: [4, 9] });
    expect(patchOfDraft({ ...draft, isFree: true }, episode)).toEqual({ isFree: true, price: 0 });
  });

  it('refuses in the API’s words what the API would refuse', () => {
    const draft = draftOfEpisode(episode);
    expect(checkEpisodeDraft(draft)).toEqual({});
    expect(checkEpisodeDraft({ ...draft, openDate: '2026-02-30' })).toEqual({
      schedule: text.scheduleInvalid,
    });
    expect(checkEpisodeDraft({ ...draft, price: '0' })).toEqual({ price: studioTexts.priceRequired });
    expect(checkEpisodeDraft({ ...draft, rentalPrice: '5' })).toEqual({ rentalPrice: text.rentalAboveOwn });
    expect(checkEpisodeDraft({ ...draft, earlyDays: '31' })).toEqual({ earlyDays: text.earlyDaysRange(30) });
    expect(checkEpisodeDraft({ ...draft, earlyDays: '2' })).toEqual({ earlyTierIds: text.earlyTiersMissing });
  });
});
