'use client';

import type { ApiCall } from '@web/lib/api/use-api-query';
import { type OpsAnswer, useOpsAnswer } from './use-ops-answer.ts';

export type OpsList<T> = OpsAnswer<T[]>;

/** One console list (members, audit log) for a query: useOpsAnswer over an array. */
export function useOpsList<Q, T>(
  call: ApiCall<{ query: Q }, T[]>,
  query: Q,
): { result: OpsList<T>; retry: () => void } {
  return useOpsAnswer(call, { query });
}
