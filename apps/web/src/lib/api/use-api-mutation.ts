'use client';

import type { CallOptions } from '@sogon/contract/routes/client';
import { useCallback, useRef, useState } from 'react';
import { memberOnly } from './browser.ts';
import type { ApiCall } from './use-api-query.ts';

export interface ApiMutation<I, T> {
  /** Makes the call; resolves with the answer, rejects with the failure (the caller says what it means). */
  run: (input: I, options?: CallOptions) => Promise<T>;
  /** A call is under way: buttons show it and refuse a second tap. */
  pending: boolean;
}

/**
 * A write through the typed client (`api.board.create`) for a component: `pending` while it
 * runs. With `member`, a visitor is refused without a request (memberOnly).
 */
export function useApiMutation<I, T>(
  call: ApiCall<I, T>,
  options: { member?: boolean } = {},
): ApiMutation<I, T> {
  const [pending, setPending] = useState(false);
  const member = useRef(options.member);
  member.current = options.member;
  const run = useCallback(
    async (input: I, callOptions?: CallOptions) => {
      setPending(true);
      try {
        const ask = () => call(input, callOptions);
        return await (member.current ? memberOnly(ask) : ask());
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  return { run, pending };
}
