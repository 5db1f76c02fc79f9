/**
 * Where a key moves the selection in a tab list of `count` tabs (ARIA tabs pattern): arrows step
 * and wrap, Home and End jump to the ends. Null for any other key.
 */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
