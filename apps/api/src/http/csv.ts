/** One CSV cell: quoted when it holds a comma, quote or line break; a formula-like start is defused. */
export function csvCell(value: string | number): string {
  const cell = String(value);
  // A cell a spreadsheet would run as a formula starts with a quote instead.
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as a CSV file Excel opens as UTF-8: a BOM, CRLF line ends. */
export function csvFile(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
