import { z } from 'zod';

/** A row id in a path or query: a positive integer that fits a JS number. */
export const zId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZIdParams = z.object({ id: zId });
