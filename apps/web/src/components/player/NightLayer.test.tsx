// @vitest-environment happy-dom
import { nightTexts } from '@sogon/contract/messages/night';
import { playerTexts } from '@sogon/contract/messages/player';
import { act, screen, waitFor } from '@testing-library/react';
import { NIGHT_WINDOW_KEY } from '@web/lib/sleep/night-window';
import { SLEEP_MARK_KEY } from '@web/lib/sleep/sleep-mark';
import { sleepMarkOffer } from '@web/lib/sleep/sleep-mark-time';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, stubApi } from '../../test/network.ts';
import { playSource, settle, testPlayer } from '../../test/player.tsx';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { NightLayer } from './NightLayer.tsx';

afterEach(() => window.localStorage.clear());

/** Parts that load on first use take a moment in the test's module loader. */
const LAZY = { timeout: 5_000 };

async function started(contentId = 1) {
  const player = testPlayer({ 1: playSource(1), 2: playSource(2) });
  const view = renderInApp(player.withPlayer(<NightLayer engine={player.engine} />));
  await act(async () => {
    player.engine.play(contentId);
    await settle();
    player.audio().loadMetadata(600);
  });
  return { ...player, ...view };
}

describe('the night layer', () => {
  it('starts the night timer when playback starts inside the window, and says so', async () => {
    // Equal hours: the whole day, so the story does not depend on when it runs.
    window.localStorage.setItem(
      NIGHT_WINDOW_KEY,
      JSON.stringify({ enabled: true, fromHour: 0, toHour: 0, minutes: 45 }),
    );
    const { engine } = await started();
    expect(engine.getSnapshot().sleep).toMatchObject({ kind: 'minutes', minutes: 45 });
    expect(toastsIn()).toContain(nightTexts.autoStarted(playerTexts.sleepMinutes(45)));
  });

  it('dims the screen over the last minute; one tap adds ten minutes', async () => {
    const { engine, user } = await started();
    act(() => engine.sleepAfterMinutes(1));
    // The dimmed screen loads on first use.
    const extend = await screen.findByRole('button', { name: nightTexts.extend }, LAZY);
    await user.click(extend);
    expect(engine.sleepRemainingMs()).toBe(11 * 60_000);
    await waitFor(() => expect(screen.queryByRole('button', { name: nightTexts.extend })).toBeNull());
    expect(toastsIn()).toContain(nightTexts.extended('11:00'));
  });

  it('forgets the mark of the fade just now when the listener asks for ten more minutes', async () => {
    const { engine, user } = await started();
    act(() => engine.sleepAfterMinutes(1));
    window.localStorage.setItem(
      SLEEP_MARK_KEY,
      JSON.stringify({ contentId: 1, position: 300, at: Date.now() - 5_000 }),
    );
    await user.click(await screen.findByRole('button', { name: nightTexts.extend }, LAZY));
    await waitFor(() => expect(window.localStorage.getItem(SLEEP_MARK_KEY)).toBeNull());
  });

  it('offers to go back to where the fade began, and seeks there', async () => {
    const mark = { contentId: 1, position: 450, at: Date.now() - 8 * 3_600_000 };
    window.localStorage.setItem(SLEEP_MARK_KEY, JSON.stringify(mark));
    const { audio, user } = await started();
    const offer = await screen.findByText(sleepMarkOffer(mark, Date.now()), {}, LAZY);
    expect(offer.getAttribute('role')).toBe('status');
    await user.click(screen.getByRole('button', { name: nightTexts.markResume }));
    expect(audio().currentTime).toBe(450);
    expect(screen.queryByText(sleepMarkOffer(mark, Date.now()))).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem(SLEEP_MARK_KEY)).toBeNull());
  });

  it('offers a member the mark another device kept, naming its episode; 닫기 forgets it there too', async () => {
    signIn();
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const sent = stubApi((request) =>
      request.method === 'GET'
        ? {
            result: {
              mark: { contentId: 2, playlistId: 10, episodeNo: 2, title: '2화 빗소리', position: 90, at },
            },
          }
        : { result: { removed: true } },
    );
    const { user } = await started(1);
    await screen.findByText(sleepMarkOffer({ at: Date.parse(at), position: 90 }, Date.now()), {}, LAZY);
    expect(screen.getByText(nightTexts.markEpisode(playerTexts.episodeTitle(2, '2화 빗소리')))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: nightTexts.markClose }));
    await waitFor(() =>
      expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(
        'DELETE /v1/user/sleep-mark',
      ),
    );
  });
});
