// @vitest-environment happy-dom
import { playerTexts } from '@sogon/contract/messages/player';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playSource, settle, testPlayer } from '../../test/player.tsx';
import { renderInApp } from '../../test/render.tsx';
import { FullPlayer } from './FullPlayer.tsx';

async function setup() {
  const player = testPlayer({ 1: playSource(1) });
  const view = renderInApp(player.withPlayer(<FullPlayer placement="page" />));
  await act(async () => {
    player.engine.play(1);
    await settle();
  });
  return { ...player, ...view };
}

describe('the player settings', () => {
  it('changes the speed from its list', async () => {
    const { user, audio, engine } = await setup();
    await user.selectOptions(screen.getByLabelText(playerTexts.speed), playerTexts.speedValue(1.5));
    expect(audio().playbackRate).toBe(1.5);
    expect(engine.getSnapshot().preferences.rate).toBe(1.5);
  });

  it('cycles the loop mode, its name saying the mode', async () => {
    const { user, engine } = await setup();
    const modes = playerTexts.loopModes;
    await user.click(screen.getByRole('button', { name: playerTexts.loopLabel(modes.off) }));
    expect(screen.getByRole('button', { name: playerTexts.loopLabel(modes.one) })).toBeTruthy();
    expect(engine.getSnapshot().preferences.loop).toBe('one');
    await user.click(screen.getByRole('button', { name: playerTexts.loopLabel(modes.one) }));
    expect(screen.getByRole('button', { name: playerTexts.loopLabel(modes.playlist) })).toBeTruthy();
    // With the playlist repeating there is always a next episode.
    expect(screen.getByRole('button', { name: playerTexts.next })).toHaveProperty('disabled', false);
  });

  it('mutes and unmutes, the button pressed while muted', async () => {
    const { user, engine } = await setup();
    const mute = screen.getByRole('button', { name: playerTexts.mute });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await user.click(mute);
    const unmute = screen.getByRole('button', { name: playerTexts.unmute });
    expect(unmute.getAttribute('aria-pressed')).toBe('true');
    expect(engine.getSnapshot().preferences.muted).toBe(true);
    expect(screen.getByLabelText(playerTexts.volume).getAttribute('aria-valuetext')).toBe(
      playerTexts.volumeValue(0),
    );
    await user.click(unmute);
    expect(engine.getSnapshot().preferences.muted).toBe(false);
  });

  it('turns the keyboard shortcuts off and on with a switch', async () => {
    const { user, engine } = await setup();
    const toggle = screen.getByRole('switch', { name: playerTexts.shortcutsUse });
    const before = toggle.getAttribute('aria-checked');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe(before === 'true' ? 'false' : 'true');
    expect(String(engine.getSnapshot().preferences.shortcuts)).toBe(toggle.getAttribute('aria-checked'));
  });
});
