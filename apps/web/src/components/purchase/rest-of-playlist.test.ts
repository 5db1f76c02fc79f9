import { describe, expect, it } from 'vitest';
import { restOfPlaylist } from './rest-of-playlist.ts';

const episode = (id: number, price: number, access: string, isFree = false) =>
  ({ id, price, access, isFree }) as never;

describe('the rest of a playlist', () => {
  it('prices the locked paid episodes at their share of the bundle', () => {
    const playlist = {
      bundlePrice: 12,
      episodes: [
        episode(1, 0, 'free', true),
        episode(2, 5, 'purchased'),
        episode(3, 5, 'not_purchased'),
        episode(4, 5, 'not_purchased'),
      ],
    };
    expect(restOfPlaylist(playlist)).toMatchObject({ count: 2, hearts: 8 });
  });

  it('is the bundle price with nothing owned, and nothing when all is owned or not sold whole', () => {
    const locked = [episode(1, 5, 'login_required'), episode(2, 5, 'login_required')];
    expect(restOfPlaylist({ bundlePrice: 8, episodes: locked })).toMatchObject({ count: 2, hearts: 8 });
    expect(restOfPlaylist({ bundlePrice: 0, episodes: locked })).toBeNull();
    expect(restOfPlaylist({ bundlePrice: 8, episodes: [episode(1, 5, 'bundle')] })).toBeNull();
  });
});
