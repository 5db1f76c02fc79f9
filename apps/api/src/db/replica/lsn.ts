/**
 * A WAL position (pg_lsn) as PostgreSQL prints it, `16/B374D848`: the high and low 32 bits in hex.
 * Parsed into one number so two positions compare without a round trip.
 */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text.trim());
  if (!match) throw new Error(`not a WAL position: ${JSON.stringify(text)}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** The position in PostgreSQL's own text form (the inverse of parseLsn). */
export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}
