'use client';

import type { CallOptions } from '@sogon/contract/routes/client';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { memberOnly } from './browser.ts';

/** A call of the typed client (`api.playlist.get`): stable for the page's life. */
export type ApiCall<I, T> = (input: I, options?: CallOptions) => Promise<T>;

export interface ApiQueryOptions {
  /** A member-only call: a visitor gets ERROR_AUTHORIZE_TOKEN_NOT_EXIST without a request (memberOnly). */
  member?: boolean;
}

export interface ApiQuery<T> {
  /** The last answer (kept while a new input loads); undefined before the first. */
  data: T | undefined;
  /** The failure of the last call (an ApiError as a rule); undefined when it answered. */
  error: unknown;
  loading: boolean;
  /** Asks again with the same input. */
  reload: () => void;
  /** Lets the page follow what the member did (a toggle, a new item) without asking again. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * Reads one route of the typed client for a component: asks when mounted and whenever the
 * input changes (compared by value), drops answers to inputs no longer current and aborts the
 * call when the component goes. `input: null` asks nothing (not yet known what to ask).
 */
export function useApiQuery<I, T>(
  call: ApiCall<I, T>,
  input: I | null,
  options: ApiQueryOptions = {},
): ApiQuery<T> {
  const key = input === null ? null : JSON.stringify(input ?? {});
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(key !== null);
  const [generation, setGeneration] = useState(0);
  const latest = useRef({ input, member: options.member });
  latest.current = { input, member: options.member };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the input is compared by value (key); a new generation asks again
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const { input: current, member } = latest.current;
    const ask = () => call(current as I, { signal: controller.signal });
    setLoading(true);
    (member ? memberOnly(ask) : ask()).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [call, key, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  return { data, error, loading, reload, setData };
}
