'use client';

import { type OpsAnswer, useOpsAnswer } from './use-ops-answer.ts';

export type OpsList<T> = OpsAnswer<T[]>;

/** One console list (members, audit log) for a query: useOpsAnswer over an array. */
export function useOpsList<T>(
  path: string,
  query: Record<string, string | number | undefined>,
): { result: OpsList<T>; retry: () => void } {
  return useOpsAnswer<T[]>(path, query);
}
