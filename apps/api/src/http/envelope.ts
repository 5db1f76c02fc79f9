import { z } from 'zod';

/** Success body of api.md: `{result: payload}`. */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ result: payload });
}

export function ok<T>(result: T): { result: T } {
  return { result };
}

export const ZErrorBody = z.object({
  message: z.string(),
  result: z.object({ error: z.string(), reason: z.string().optional() }),
  detail: z.string().optional(),
});
