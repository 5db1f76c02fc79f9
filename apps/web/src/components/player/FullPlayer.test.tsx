// @vitest-environment happy-dom
import { playerTexts } from '@sogon/contract/messages/player';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playSource, settle, testPlayer } from '../../test/player.tsx';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { FullPlayer } from './FullPlayer.tsx';

async function playing(overrides: Parameters<typeof playSource>[1] = {}) {
  const player = testPlayer({ 1: playSource(1, overrides), 2: playSource(2) });
  const view = renderInApp(player.withPlayer(<FullPlayer placement="page" />));
  await act(async () => {
    player.engine.play(1);
    await settle();
    player.audio().loadMetadata(600);
  });
  return { ...player, ...view };
}

describe('the full player', () => {
  it('pauses and plays again from its one big button, whose name says what it does', async () => {
    const { user, audio } = await playing();
    expect(audio().paused).toBe(false);
    await user.click(screen.getByRole('button', { name: playerTexts.pause }));
    expect(audio().paused).toBe(true);
    await user.click(screen.getByRole('button', { name: playerTexts.play }));
    await act(settle);
    expect(audio().paused).toBe(false);
    expect(screen.getByRole('button', { name: playerTexts.pause })).toBeTruthy();
  });

  it('skips ten seconds either way and starts over', async () => {
    const { user, audio } = await playing();
    act(() => audio().playTo(100));
    await user.click(screen.getByRole('button', { name: playerTexts.forward10 }));
    expect(audio().currentTime).toBe(110);
    await user.click(screen.getByRole('button', { name: playerTexts.back10 }));
    await user.click(screen.getByRole('button', { name: playerTexts.back10 }));
    expect(audio().currentTime).toBe(90);
    await user.click(screen.getByRole('button', { name: playerTexts.previous }));
    expect(audio().currentTime).toBe(0);
  });

  it('offers the next episode by its title, and no next when there is none', async () => {
    const first = await playing({ next: { contentId: 2, title: '2화 빗소리' } });
    const next = screen.getByRole('button', { name: playerTexts.nextTitle('2화 빗소리') });
    expect(next).toHaveProperty('disabled', false);
    await first.user.click(next);
    await act(settle);
    expect(first.engine.getSnapshot().contentId).toBe(2);
    expect(screen.getByRole('button', { name: playerTexts.next })).toHaveProperty('disabled', true);
  });

  it('seeks with the keyboard on the waveform slider, which reads the position in words', async () => {
    const { user, audio } = await playing();
    const slider = screen.getByRole('slider', { name: playerTexts.seek });
    expect(slider.getAttribute('aria-valuemax')).toBe('600');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(audio().currentTime).toBe(5);
    await user.keyboard('{PageUp}');
    expect(audio().currentTime).toBe(35);
    act(() => audio().playTo(35));
    expect(slider.getAttribute('aria-valuetext')).toBe(playerTexts.position(35, 600));
    await user.keyboard('{End}');
    expect(audio().currentTime).toBe(600);
    await user.keyboard('{Home}');
    expect(audio().currentTime).toBe(0);
  });

  it('sets a sleep timer, shows the time left, and cancels it', async () => {
    const { user, engine } = await playing();
    const sleep = screen.getByLabelText(playerTexts.sleep);
    await user.selectOptions(sleep, playerTexts.sleepMinutes(30));
    expect(engine.getSnapshot().sleep).toMatchObject({ kind: 'minutes', minutes: 30 });
    expect(toastsIn()).toContain(playerTexts.sleepSet(playerTexts.sleepMinutes(30)));
    expect(screen.getByText(playerTexts.sleepRemaining('30:00'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: playerTexts.sleepCancel }));
    expect(engine.getSnapshot().sleep.kind).toBe('off');
    expect(toastsIn()).toContain(playerTexts.sleepCancelled);
    expect(screen.queryByRole('button', { name: playerTexts.sleepCancel })).toBeNull();
  });

  it('stops at the end of the episode when asked to', async () => {
    const { user } = await playing();
    await user.selectOptions(screen.getByLabelText(playerTexts.sleep), playerTexts.sleepEpisodeEnd);
    expect(screen.getByText(playerTexts.sleepAtEpisodeEnd)).toBeTruthy();
  });
});
