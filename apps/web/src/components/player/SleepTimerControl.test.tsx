// @vitest-environment happy-dom
import { nightTexts } from '@sogon/contract/messages/night';
import { playerTexts } from '@sogon/contract/messages/player';
import { act, screen } from '@testing-library/react';
import { NIGHT_WINDOW_KEY } from '@web/lib/sleep/night-window';
import { afterEach, describe, expect, it } from 'vitest';
import { playSource, settle, testPlayer } from '../../test/player.tsx';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { usePlayerValue } from './player-context.ts';
import { SleepTimerControl } from './SleepTimerControl.tsx';

afterEach(() => window.localStorage.clear());

function Control({ engine }: { engine: ReturnType<typeof testPlayer>['engine'] }) {
  const sleep = usePlayerValue((s) => s.sleep, engine.getSnapshot().sleep);
  return <SleepTimerControl engine={engine} sleep={sleep} />;
}

async function shown() {
  const player = testPlayer({ 1: playSource(1) });
  const view = renderInApp(player.withPlayer(<Control engine={player.engine} />));
  await act(async () => {
    player.engine.play(1);
    await settle();
  });
  return { ...player, ...view };
}

describe('the sleep timer control', () => {
  it('adds ten minutes to a running timer with 10분 더, and says so', async () => {
    const { engine, user } = await shown();
    expect(screen.queryByRole('button', { name: nightTexts.extend })).toBeNull();
    await user.selectOptions(screen.getByLabelText(playerTexts.sleep), '30');
    await user.click(screen.getByRole('button', { name: nightTexts.extend }));
    expect(engine.getSnapshot().sleep).toMatchObject({ kind: 'minutes', minutes: 40 });
    expect(toastsIn()).toContain(nightTexts.extended('40:00'));
  });

  it('keeps the night window: on, its hours and the length', async () => {
    const { user } = await shown();
    await user.click(screen.getByRole('checkbox', { name: nightTexts.windowToggle }));
    await user.selectOptions(screen.getByLabelText(nightTexts.windowFrom), '22');
    await user.selectOptions(screen.getByLabelText(nightTexts.windowTo), '5');
    await user.selectOptions(screen.getByLabelText(nightTexts.windowLength), '60');
    expect(JSON.parse(window.localStorage.getItem(NIGHT_WINDOW_KEY)!)).toEqual({
      enabled: true,
      fromHour: 22,
      toHour: 5,
      minutes: 60,
    });
    expect(screen.getByText(nightTexts.windowHint('22시', '05시'))).toBeTruthy();
  });
});
