export type PlayerKeyAction =
  | 'toggle'
  | 'back'
  | 'forward'
  | 'volume-up'
  | 'volume-down'
  | 'mute'
  | 'next'
  | 'slower'
  | 'faster'
  | 'toggle-view';

export interface KeyInput {
  key: string;
  /** Physical key: letters work with the Korean IME on too (K types ㅏ but is still KeyK). */
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * Where focus is: text fields keep every key; buttons and links keep Space (it presses them);
 * sliders and range inputs keep the arrows (they move them).
 */
export type FocusKind = 'text' | 'button' | 'slider' | 'other';

export interface KeyContext {
  focus: FocusKind;
  /** Focus is inside the player (mini bar or full view) or the full view is open. */
  inPlayer: boolean;
}

export function keyAction(input: KeyInput, context: KeyContext): PlayerKeyAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (context.focus === 'text') return null;
  const arrowsFree = context.focus !== 'slider';
  switch (input.code) {
    case 'Space':
      return context.focus === 'button' ? null : 'toggle';
    case 'KeyK':
      return 'toggle';
    case 'KeyJ':
      return 'back';
    case 'KeyL':
      return 'forward';
    case 'ArrowLeft':
      return arrowsFree ? 'back' : null;
    case 'ArrowRight':
      return arrowsFree ? 'forward' : null;
    // Up and down scroll the page everywhere else; they change the volume only in the player.
    case 'ArrowUp':
      return arrowsFree && context.inPlayer ? 'volume-up' : null;
    case 'ArrowDown':
      return arrowsFree && context.inPlayer ? 'volume-down' : null;
    case 'KeyM':
      return 'mute';
    case 'KeyN':
      return 'next';
    case 'KeyF':
      return 'toggle-view';
    case 'Comma':
      return input.shiftKey ? 'slower' : null;
    case 'Period':
      return input.shiftKey ? 'faster' : null;
    default:
      // Keyboards whose `code` does not follow the US layout still send '<' and '>'.
      if (input.key === '<') return 'slower';
      if (input.key === '>') return 'faster';
      return null;
  }
}

/** The parts of a DOM element the focus classification reads. */
export interface FocusTarget {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
  getAttribute?: (name: string) => string | null;
}

const NON_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file', 'color']);

export function focusKind(target: FocusTarget | null | undefined): FocusKind {
  if (!target?.tagName) return 'other';
  const tag = target.tagName.toLowerCase();
  const role = target.getAttribute?.('role') ?? null;
  if (target.isContentEditable || tag === 'textarea' || tag === 'select' || role === 'textbox') return 'text';
  if (tag === 'input') {
    const type = (target.type ?? 'text').toLowerCase();
    if (type === 'range') return 'slider';
    return NON_TEXT_INPUTS.has(type) ? 'button' : 'text';
  }
  if (role === 'slider' || role === 'spinbutton') return 'slider';
  if (tag === 'button' || tag === 'a' || tag === 'summary') return 'button';
  if (role === 'button' || role === 'link' || role === 'menuitem' || role === 'radio' || role === 'switch')
    return 'button';
  return 'other';
}
