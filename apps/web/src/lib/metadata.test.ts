import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, isShareableImage, pageMetadata } from './metadata.ts';

describe('share images', () => {
  it('uses a raster cover, and the default share image instead of an SVG', () => {
    expect(isShareableImage('/media/covers/12.webp')).toBe(true);
    expect(isShareableImage('/media/demo/covers/p1.svg')).toBe(false);
    expect(isShareableImage('/media/demo/banners/b1.SVG?v=2')).toBe(false);
    expect(isShareableImage(undefined)).toBe(false);
    const raster = pageMetadata({
      title: '한밤의 빗소리',
      image: '/media/covers/12.jpg',
      path: '/playlist/1',
    });
    expect(raster.openGraph?.images).toEqual([{ url: '/media/covers/12.jpg' }]);
    const vector = pageMetadata({
      title: '한밤의 빗소리',
      image: '/media/demo/covers/p1.svg',
      path: '/playlist/1',
    });
    expect(vector.openGraph?.images).toEqual([DEFAULT_SHARE_IMAGE]);
    expect(vector.twitter).toMatchObject({ images: [DEFAULT_SHARE_IMAGE.url] });
  });
});
