'use client';

import type { TOperator } from '@sogon/contract/schemas/ops';
import { createContext, useContext } from 'react';

export interface OperatorSession {
  operator: TOperator;
  /**
   * What a page shows about a failed call. A 404 of an unknown path first asks GET /ops/me again:
   * when the session has ended the console goes to /ops/login and this resolves to null.
   */
  failure: (error: unknown) => Promise<string | null>;
}

export const OperatorContext = createContext<OperatorSession | null>(null);

/** The signed-in operator; only inside the console's shell, which renders nothing before it knows. */
export function useOperator(): OperatorSession {
  const session = useContext(OperatorContext);
  if (!session) throw new Error('useOperator() must be used inside <OpsShell>');
  return session;
}
