/** The text being sent and the Idempotency-Key it travels with. */
export interface CommentDraft {
  text: string;
  key: string;
}

/**
 * The key for sending `text`: a retry of the same text after a failure reuses the key of the
 * failed try, so a comment the server stored before the answer was lost is not posted twice;
 * any other text gets a fresh key.
 */
export function draftFor(previous: CommentDraft | null, text: string, newKey: () => string): CommentDraft {
  return previous && previous.text === text ? previous : { text, key: newKey() };
}
