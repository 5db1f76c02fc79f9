import { describe, expect, it } from 'vitest';
import { giftBody } from './gift-target.ts';

describe('the gift request', () => {
  it('names what is given by its target alone, with the trimmed nickname and message', () => {
    expect(
      giftBody(
        { target: 'episode', playlistId: 3, contentId: 9, title: '', hearts: 5 },
        ' 달빛 ',
        ' 잘 자요 ',
      ),
    ).toEqual({ nickname: '달빛', target: 'episode', message: '잘 자요', contentId: 9, playlistId: 3 });
    expect(giftBody({ target: 'playlist', playlistId: 3, title: '', hearts: 12 }, '달빛', '')).toEqual({
      nickname: '달빛',
      target: 'playlist',
      message: '',
      playlistId: 3,
    });
    expect(
      giftBody({ target: 'tier_month', productId: 4, playlistId: 3, title: '', hearts: 30 }, '달빛', ''),
    ).toEqual({ nickname: '달빛', target: 'tier_month', message: '', productId: 4 });
  });
});
