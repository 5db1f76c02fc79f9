'use client';

import type { ApiCall } from '@web/lib/api/use-api-query';
import { useCallback, useEffect, useState } from 'react';
import { useOperator } from './operator-context.ts';

export type OpsList<T> =
  | { kind: 'loading' }
  | { kind: 'done'; rows: T[] }
  | { kind: 'error'; message: string };

/**
 * One console list (members, audit log) for a query: loads it, drops an answer that a newer
 * query or leaving the page overtook, turns a failure into the operator's message (or nothing,
 * when the session ended and the console is on its way to the login), and asks again on retry().
 */
export function useOpsList<Q, T>(
  call: ApiCall<{ query: Q }, T[]>,
  query: Q,
): { result: OpsList<T>; retry: () => void } {
  const { failure } = useOperator();
  const [result, setResult] = useState<OpsList<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is compared by value (queryKey); `attempt` asks again
  useEffect(() => {
    const controller = new AbortController();
    setResult({ kind: 'loading' });
    call({ query }, { signal: controller.signal }).then(
      (rows) => setResult({ kind: 'done', rows }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await failure(error);
        if (message !== null && !controller.signal.aborted) setResult({ kind: 'error', message });
      },
    );
    return () => controller.abort();
  }, [call, queryKey, failure, attempt]);

  return { result, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
