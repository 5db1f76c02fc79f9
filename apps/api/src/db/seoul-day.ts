import { sql } from 'drizzle-orm';

/** `(column at time zone 'Asia/Seoul')::date`: the Seoul calendar day of a timestamptz column. */
export const seoulDaySql = (column: string) => sql.raw(`(${column} at time zone 'Asia/Seoul')::date`);
