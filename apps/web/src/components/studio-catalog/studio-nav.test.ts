import { describe, expect, it } from 'vitest';
import { currentSection, STUDIO_SECTIONS } from './StudioNav.tsx';

describe('the studio menu', () => {
  it('has the eight sections, dashboard first', () => {
    expect(STUDIO_SECTIONS.map((section) => section.href)).toEqual([
      '/studio',
      '/studio/channel',
      '/studio/playlists',
      '/studio/tiers',
      '/studio/posts',
      '/studio/stats',
      '/studio/settlement',
      '/studio/announcements',
    ]);
  });

  it('marks the section of the page and of its sub-pages, the dashboard only on /studio', () => {
    expect(currentSection('/studio')).toBe('/studio');
    expect(currentSection('/studio/')).toBe('/studio');
    expect(currentSection('/studio/playlists/12')).toBe('/studio/playlists');
    expect(currentSection('/studio/playlists/new')).toBe('/studio/playlists');
    expect(currentSection('/studio/stats')).toBe('/studio/stats');
    expect(currentSection('/studio/episodes/4')).toBeNull();
    expect(currentSection('/studio/channelx')).toBeNull();
  });
});
