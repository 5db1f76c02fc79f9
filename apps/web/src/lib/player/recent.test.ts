import { describe, expect, it } from 'vitest';
import { parseRecent, RECENT_LIMIT, withRecent } from './recent.ts';

describe('last episode per playlist', () => {
  it('records and replaces the episode of a playlist', () => {
    const map = withRecent(withRecent({}, 1, 10), 1, 11);
    expect(map).toEqual({ 1: 11 });
  });

  it('keeps only the most recent playlists', () => {
    let map = {};
    for (let id = 1; id <= RECENT_LIMIT + 5; id++) map = withRecent(map, id, id * 10);
    expect(Object.keys(map)).toHaveLength(RECENT_LIMIT);
    expect(map).not.toHaveProperty('1');
    expect(map).toHaveProperty(String(RECENT_LIMIT + 5), (RECENT_LIMIT + 5) * 10);
  });

  it('drops malformed entries', () => {
    expect(parseRecent('{"1":5,"x":3,"2":-1,"3":"4"}')).toEqual({ 1: 5 });
    expect(parseRecent('oops')).toEqual({});
    expect(parseRecent('[5]')).toEqual({});
  });
});
