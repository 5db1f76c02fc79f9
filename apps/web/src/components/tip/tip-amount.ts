import { TIP_HEARTS_MAX, TIP_HEARTS_MIN, TIP_MESSAGE_MAX } from '@sogon/contract/limits';

export const TIP_DIALOG_KEY = 'tip';
export const TIP_PRESETS = [10, 50, 100] as const;
export type TipChoice = (typeof TIP_PRESETS)[number] | 'custom';

export interface TipDraft {
  choice: TipChoice;
  /** What the member typed in 직접 입력. */
  custom: string;
  message: string;
}

/** The hearts a draft sends, or null when 직접 입력 holds no whole number in range. */
export function tipHearts(draft: TipDraft): number | null {
  if (draft.choice !== 'custom') return draft.choice;
  const trimmed = draft.custom.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const hearts = Number(trimmed);
  return hearts >= TIP_HEARTS_MIN && hearts <= TIP_HEARTS_MAX ? hearts : null;
}

/** The message as the API stores it: trimmed, at most TIP_MESSAGE_MAX characters. */
export function tipMessage(draft: TipDraft): string {
  return draft.message.trim().slice(0, TIP_MESSAGE_MAX);
}
