const UNIQUE_VIOLATION = '23505';
/** Raised by `ledger_spend` (migration 0033) when the wallet cannot cover a spend. */
const NOT_ENOUGH_HEARTS = 'SG001';

/** The SQLSTATE of a driver error, or of the driver error inside drizzle's wrapper. */
function sqlState(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code ?? cause?.code;
}

/** A unique index refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

/** A heart spend the wallet could not cover; the statement rolled back. */
export function isNotEnoughHearts(error: unknown): boolean {
  return sqlState(error) === NOT_ENOUGH_HEARTS;
}
