import { SKIP_SECONDS } from './constants.ts';
import type { PlayerEngine } from './engine.ts';
import { focusKind, keyAction, type PlayerKeyAction } from './keyboard.ts';

export interface ShortcutScope {
  /** The player's own regions (mini bar, full view): ↑/↓ change the volume only inside them. */
  isInPlayer: (target: EventTarget | null) => boolean;
}

function run(engine: PlayerEngine, action: PlayerKeyAction) {
  switch (action) {
    case 'toggle':
      return engine.toggle();
    case 'back':
      return engine.skip(-SKIP_SECONDS);
    case 'forward':
      return engine.skip(SKIP_SECONDS);
    case 'volume-up':
      return engine.stepVolume(1);
    case 'volume-down':
      return engine.stepVolume(-1);
    case 'mute':
      return engine.toggleMute();
    case 'next':
      return engine.next();
    case 'slower':
      return engine.stepRate(-1);
    case 'faster':
      return engine.stepRate(1);
    case 'toggle-view':
      return engine.toggleView();
  }
}

/** Keyboard shortcuts for the whole page while an episode is loaded (see keyboard.ts). */
export function bindShortcuts(engine: PlayerEngine, scope: ShortcutScope): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const { source, preferences, view } = engine.getSnapshot();
    if (!source || !preferences.shortcuts) return;
    const target = event.target instanceof Element ? event.target : null;
    const action = keyAction(event, {
      focus: focusKind(target as HTMLElement | null),
      inPlayer: view === 'full' || scope.isInPlayer(target),
    });
    if (!action) return;
    // Other dialogs (login, purchase) keep their keys.
    if (target?.closest('dialog[open], [role="dialog"], [aria-modal="true"]') && !scope.isInPlayer(target))
      return;
    event.preventDefault();
    run(engine, action);
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
