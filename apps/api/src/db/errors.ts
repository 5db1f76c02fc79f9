const UNIQUE_VIOLATION = '23505';

/** A unique index refused the row (the driver error, or drizzle's wrapper around it). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}
