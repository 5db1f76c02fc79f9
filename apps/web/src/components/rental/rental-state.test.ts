import type { TPlaylistDetail, TPlaylistEpisode } from '@sogon/contract/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { rentalLabel, waitFreeEligible, waitFreeState } from './rental-state.ts';

const NOW = Date.parse('2026-12-02T00:00:00.000Z');
const HOUR = 3_600_000;

function episode(id: number, overrides: Partial<TPlaylistEpisode> = {}): TPlaylistEpisode {
  return {
    id,
    episodeNo: id,
    title: `${id}화`,
    description: '',
    mediaType: 'audio',
    durationSec: 60,
    isFree: false,
    price: 5,
    openDt: new Date(NOW).toISOString(),
    mediaUrl: null,
    access: 'not_purchased',
    likeCount: 0,
    liked: false,
    rentedUntil: null,
    rentalPrice: 2,
    ...overrides,
  };
}

function playlist(overrides: Partial<TPlaylistDetail> = {}): TPlaylistDetail {
  return {
    id: 1,
    title: '기다무',
    description: '',
    coverImg: '',
    mediaType: 'audio',
    isFree: false,
    price: 5,
    isAdult: false,
    episodeCount: 4,
    tags: [],
    channel: { id: 1, name: '채널', profileImg: '', followerCount: 0, following: false, isOwner: false },
    openDt: new Date(NOW).toISOString(),
    bundlePrice: 0,
    preferCount: 0,
    preferred: false,
    waitFreeAt: null,
    rentalHours: 72,
    waitFree: { hours: 24, excludeNewest: 1, rentalHours: 72 },
    episodes: [
      episode(1, { isFree: true, access: 'free' }),
      episode(2, { access: 'purchased' }),
      episode(3),
      episode(4),
    ],
    ...overrides,
  } as TPlaylistDetail;
}

describe('기다무 on the playlist page', () => {
  it('opens paid locked episodes but never the newest excluded', () => {
    expect(waitFreeEligible(playlist()).map((e) => e.id)).toEqual([3]);
    expect(waitFreeEligible(playlist({ waitFree: null }))).toEqual([]);
  });

  it('says "지금 무료로 보기" when the ticket is there, the time left before', () => {
    expect(waitFreeState(playlist(), NOW)).toEqual({ kind: 'now', contentId: 3 });
    const at = new Date(NOW + 23 * HOUR + 12 * 60_000).toISOString();
    expect(waitFreeState(playlist({ waitFreeAt: at }), NOW)).toEqual({
      kind: 'wait',
      at,
      text: '23시간 12분 후 무료',
    });
    expect(waitFreeState(playlist(), NOW, 4)).toBeNull();
  });
});

describe('an episode row’s rental label', () => {
  it('shows rent beside own, the days left of a live rental, nothing when held otherwise', () => {
    expect(rentalLabel(episode(3), 72, NOW)).toBe('대여 2하트 · 3일 / 소장 5하트');
    expect(
      rentalLabel(
        episode(3, { access: 'rental', rentedUntil: new Date(NOW + 50 * HOUR).toISOString() }),
        72,
        NOW,
      ),
    ).toBe('대여 중 · 2일 2시간 남음');
    expect(rentalLabel(episode(3, { access: 'purchased' }), 72, NOW)).toBeNull();
    expect(rentalLabel(episode(3, { rentalPrice: 0 }), 72, NOW)).toBeNull();
  });
});
