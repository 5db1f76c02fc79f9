'use client';

import { opsApi } from '@web/lib/api/ops';
import { useCallback, useEffect, useState } from 'react';
import { useOperator } from './operator-context.ts';

export type OpsAnswer<T> =
  | { kind: 'loading' }
  | { kind: 'done'; value: T }
  | { kind: 'error'; message: string };

/**
 * One console answer for a path and query: loads it, drops an answer that a newer query or
 * leaving the page overtook, turns a failure into the operator's message (or nothing, when the
 * session ended and the console is on its way to the login), and asks again on retry().
 */
export function useOpsAnswer<T>(
  path: string,
  query: Record<string, string | number | undefined> = {},
): { result: OpsAnswer<T>; retry: () => void } {
  const { failure } = useOperator();
  const [result, setResult] = useState<OpsAnswer<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is compared by value (queryKey); `attempt` asks again
  useEffect(() => {
    const controller = new AbortController();
    setResult({ kind: 'loading' });
    opsApi.get<T>(path, { query, signal: controller.signal }).then(
      (value) => setResult({ kind: 'done', value }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await failure(error);
        if (message !== null && !controller.signal.aborted) setResult({ kind: 'error', message });
      },
    );
    return () => controller.abort();
  }, [path, queryKey, failure, attempt]);

  return { result, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
