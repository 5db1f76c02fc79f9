// @vitest-environment happy-dom
import { soundBedTexts } from '@sogon/contract/messages/sound-bed';
import { act, fireEvent, screen } from '@testing-library/react';
import { soundBedFor } from '@web/lib/sound-bed/controller';
import { FakeAudioContext } from '@web/lib/sound-bed/fake-audio';
import { type BedSettings, DEFAULT_BED } from '@web/lib/sound-bed/settings';
import { describe, expect, it } from 'vitest';
import { playSource, settle, testPlayer } from '../../test/player.tsx';
import { renderInApp } from '../../test/render.tsx';
import { FullPlayer } from './FullPlayer.tsx';

async function setup() {
  const player = testPlayer({ 1: playSource(1) });
  // The bed's one edge to the browser, Web Audio, played by a fake; its settings kept in memory.
  const context = new FakeAudioContext();
  let saved: BedSettings = DEFAULT_BED;
  const bed = soundBedFor(player.engine, {
    audio: () => context.audio,
    storage: { load: () => saved, save: (settings) => (saved = settings) },
    after: (_ms, run) => {
      run();
      return () => undefined;
    },
    mark: () => undefined,
  });
  const view = renderInApp(player.withPlayer(<FullPlayer placement="page" />));
  await act(async () => {
    player.engine.play(1);
    await settle();
  });
  return { ...player, ...view, bed, context, saved: () => saved };
}

async function openBed(user: Awaited<ReturnType<typeof setup>>['user']) {
  const open = screen.getByRole('button', { name: soundBedTexts.open });
  expect(open.getAttribute('aria-expanded')).toBe('false');
  await user.click(open);
  expect(open.getAttribute('aria-expanded')).toBe('true');
  return screen.findByRole('region', { name: soundBedTexts.panel });
}

describe('the sound bed in the player settings', () => {
  it('opens from 배경 소리, turns rain on under the playing episode and moves its volume', async () => {
    const { user, bed, context, saved, engine } = await setup();
    await openBed(user);
    expect(engine.getSnapshot().playing).toBe(true);

    const rain = screen.getByRole('switch', { name: soundBedTexts.sounds.rain });
    expect(rain.getAttribute('aria-checked')).toBe('false');
    await user.click(rain);
    expect(rain.getAttribute('aria-checked')).toBe('true');
    expect(bed.getSnapshot().sounding).toEqual(['rain']);
    expect(saved().sounds.rain.on).toBe(true);
    expect(context.masters).toHaveLength(1);

    const volume = screen.getByRole('slider', { name: soundBedTexts.soundVolume(soundBedTexts.sounds.rain) });
    fireEvent.change(volume, { target: { value: '80' } });
    expect(volume.getAttribute('aria-valuetext')).toBe(
      soundBedTexts.volumeValue(soundBedTexts.sounds.rain, 80),
    );
    expect(saved().sounds.rain.volume).toBe(0.8);
    const [rainGain] = context.soundGains(context.masters[0]!);
    expect(rainGain!.gain.heading).toBeCloseTo(0.64);
  });

  it('is operable from the keyboard: Space toggles a sound, the master slider and reset', async () => {
    const { user, bed, saved } = await setup();
    await openBed(user);
    const waves = screen.getByRole('switch', { name: soundBedTexts.sounds.waves });
    waves.focus();
    await user.keyboard(' ');
    expect(waves.getAttribute('aria-checked')).toBe('true');
    expect(bed.getSnapshot().sounding).toEqual(['waves']);

    const master = screen.getByRole('slider', { name: soundBedTexts.master });
    fireEvent.change(master, { target: { value: '30' } });
    expect(master.getAttribute('aria-valuetext')).toBe(soundBedTexts.masterValue(30));
    expect(saved().master).toBe(0.3);

    await user.click(screen.getByRole('switch', { name: soundBedTexts.keepPlaying }));
    expect(saved().keepPlaying).toBe(true);

    await user.click(screen.getByRole('button', { name: soundBedTexts.reset }));
    expect(saved()).toEqual(DEFAULT_BED);
    expect(waves.getAttribute('aria-checked')).toBe('false');
    expect(bed.getSnapshot().sounding).toEqual([]);
  });

  it('tells that the bed waits for the episode while it is paused', async () => {
    const { user, engine } = await setup();
    await openBed(user);
    await user.click(screen.getByRole('switch', { name: soundBedTexts.sounds.fire }));
    act(() => engine.pause());
    expect(screen.getByText(soundBedTexts.followsPlayer)).toBeTruthy();
  });
});
