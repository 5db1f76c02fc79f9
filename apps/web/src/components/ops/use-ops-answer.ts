'use client';

import type { ApiCall } from '@web/lib/api/use-api-query';
import { useCallback, useEffect, useState } from 'react';
import { useOperator } from './operator-context.ts';

export type OpsAnswer<T> =
  | { kind: 'loading' }
  | { kind: 'done'; value: T }
  | { kind: 'error'; message: string };

/**
 * One console answer for a typed call and its input: loads it, drops an answer that a newer
 * input or leaving the page overtook, turns a failure into the operator's message (or nothing,
 * when the session ended and the console is on its way to the login), and asks again on retry().
 */
export function useOpsAnswer<I, T>(
  call: ApiCall<I, T>,
  input: I,
): { result: OpsAnswer<T>; retry: () => void } {
  const { failure } = useOperator();
  const [result, setResult] = useState<OpsAnswer<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const inputKey = JSON.stringify(input);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the input is compared by value (inputKey); `attempt` asks again
  useEffect(() => {
    const controller = new AbortController();
    setResult({ kind: 'loading' });
    call(input, { signal: controller.signal }).then(
      (value) => setResult({ kind: 'done', value }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await failure(error);
        if (message !== null && !controller.signal.aborted) setResult({ kind: 'error', message });
      },
    );
    return () => controller.abort();
  }, [call, inputKey, failure, attempt]);

  return { result, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
