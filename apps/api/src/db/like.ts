/** Escapes LIKE / ILIKE wildcards so a member's text matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
