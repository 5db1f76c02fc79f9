import { studioCatalogTexts as text } from '@sogon/contract/messages/studio-catalog';
import type { TStudioPlaylistDetail } from '@sogon/contract/schemas/studio-catalog';
import { describe, expect, it } from 'vitest';
import {
  checkChannelDraft,
  checkPlaylistDraft,
  draftOfPlaylist,
  EMPTY_PLAYLIST_DRAFT,
  moveEpisode,
  type PlaylistDraft,
  updateBody,
} from './playlist-draft.ts';

const draft = (changes: Partial<PlaylistDraft> = {}): PlaylistDraft => ({
  ...EMPTY_PLAYLIST_DRAFT,
  title: ' 빗소리 ',
  price: '3',
  tags: '#수면, 빗소리, , 수면',
  categoryIds: [61],
  ...changes,
});

const loaded: TStudioPlaylistDetail = {
  id: 9,
  channelId: 1,
  channelName: '채널',
  status: 'draft',
  coverImg: '',
  title: '빗소리',
  description: '',
  mediaType: 'audio',
  isAdult: false,
  price: 3,
  bundlePrice: 0,
  tags: ['수면', '빗소리'],
  categoryIds: [61],
  freeFirstN: 0,
  rentalHours: 72,
  waitFreeHours: 0,
  waitFreeExcludeNewest: 0,
  waitFreeRentalHours: 0,
  ownerVerifiedAdult: false,
  episodes: [],
  updatedAt: '2026-12-01T00:00:00.000Z',
};

describe('the playlist form', () => {
  it('turns what was typed into the API fields, tags split and cleaned', () => {
    const checked = checkPlaylistDraft(draft());
    expect(checked).toMatchObject({
      ok: true,
      fields: { title: '빗소리', price: 3, tags: ['수면', '빗소리'], rentalHours: 72, waitFreeHours: 0 },
    });
  });

  it('refuses negative, fractional and non-numeric prices, and a 기다무 interval off the list', () => {
    for (const price of ['-1', '2.5', '삼', '']) {
      expect(checkPlaylistDraft(draft({ price }))).toMatchObject({
        ok: false,
        field: 'price',
        problem: 'priceInvalid',
      });
    }
    expect(checkPlaylistDraft(draft({ waitFreeHours: '36' }))).toMatchObject({
      ok: false,
      field: 'waitFreeHours',
      message: text.problems.waitFreeHours,
    });
    expect(checkPlaylistDraft(draft({ waitFreeRentalHours: '721' }))).toMatchObject({
      field: 'waitFreeRentalHours',
    });
    expect(checkPlaylistDraft(draft({ title: '가'.repeat(101) }))).toMatchObject({ problem: 'titleTooLong' });
    expect(
      checkPlaylistDraft(draft({ tags: Array.from({ length: 11 }, (_, n) => `t${n}`).join(',') })),
    ).toMatchObject({ problem: 'tagsTooMany' });
  });

  it('sends only what changed, and the price with the apply-to-all option', () => {
    const same = checkPlaylistDraft(draftOfPlaylist(loaded));
    if (!same.ok) throw new Error('expected a valid draft');
    expect(updateBody(loaded, same.fields)).toEqual({});

    const changed = checkPlaylistDraft({
      ...draftOfPlaylist(loaded),
      freeFirstN: '2',
      applyPriceToPaidEpisodes: true,
    });
    if (!changed.ok) throw new Error('expected a valid draft');
    expect(updateBody(loaded, changed.fields)).toEqual({
      freeFirstN: 2,
      applyPriceToPaidEpisodes: true,
      price: 3,
    });
  });
});

describe('episode order buttons', () => {
  it('moves one place up or down and stays put at either end', () => {
    expect(moveEpisode([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveEpisode([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveEpisode([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveEpisode([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('the channel form', () => {
  it('normalises the handle, drops empty link rows and refuses a javascript: link', () => {
    expect(
      checkChannelDraft({
        name: ' 새벽 ',
        handle: '@Dawn.Radio',
        description: '',
        links: [
          { label: '유튜브', url: 'https://youtube.example/@dawn' },
          { label: '', url: '' },
        ],
      }),
    ).toEqual({
      ok: true,
      body: {
        name: '새벽',
        handle: 'dawn.radio',
        description: '',
        links: [{ label: '유튜브', url: 'https://youtube.example/@dawn' }],
      },
    });
    expect(
      checkChannelDraft({
        name: '새벽',
        handle: '',
        description: '',
        links: [{ label: 'x', url: 'javascript:alert(1)' }],
      }),
    ).toEqual({ ok: false, field: 'links', message: text.problems.linkUrl });
    expect(checkChannelDraft({ name: '새벽', handle: 'ab', description: '', links: [] })).toMatchObject({
      field: 'handle',
    });
    expect(checkChannelDraft({ name: '새벽', handle: '', description: '', links: [] })).toMatchObject({
      ok: true,
      body: { handle: null },
    });
  });
});
