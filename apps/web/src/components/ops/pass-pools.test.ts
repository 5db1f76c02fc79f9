import { opsPassTexts } from '@sogon/contract/messages/commerce';
import { describe, expect, it } from 'vitest';
import { bodyOf } from './pass-pool-form.ts';

const draft = {
  name: ' 매일 무료 이용권 ',
  active: true,
  grantTimes: '00:00, 12:00',
  ticketsPerGrant: '1',
  maxTickets: '3',
  ticketHours: '72',
  playlistIds: '4, 7',
};

describe('the pass pool form', () => {
  it('sends the schedule and playlists as lists', () => {
    expect(bodyOf(draft)).toEqual({
      body: {
        name: '매일 무료 이용권',
        active: true,
        grantTimes: ['00:00', '12:00'],
        ticketsPerGrant: 1,
        maxTickets: 3,
        ticketHours: 72,
        playlistIds: [4, 7],
      },
    });
  });

  it('points at the field to fix', () => {
    expect(bodyOf({ ...draft, grantTimes: '24:00' })).toEqual({
      field: 'grantTimes',
      message: opsPassTexts.timesInvalid,
    });
    expect(bodyOf({ ...draft, grantTimes: '' })).toMatchObject({ field: 'grantTimes' });
    expect(bodyOf({ ...draft, playlistIds: '4, 칠' })).toEqual({
      field: 'playlistIds',
      message: opsPassTexts.idsInvalid,
    });
  });
});
