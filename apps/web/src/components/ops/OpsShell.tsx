'use client';

import { opsTexts as text } from '@sogon/contract/messages/ops';
import type { TOperator } from '@sogon/contract/schemas/ops';
import { failureText } from '@web/lib/api/failure-text';
import { isNotOperator, opsApi } from '@web/lib/api/ops';
import { useRouter } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import styles from './Ops.module.css';
import { OpsHeader } from './OpsHeader.tsx';
import { OperatorContext, type OperatorSession } from './operator-context.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; operator: TOperator }
  | { kind: 'error'; message: string };

/** setTimeout takes at most 2^31 - 1 ms; a longer session is checked again when that runs out. */
const MAX_TIMER_MS = 2_147_483_647;

export const OPS_LOGIN_PATH = '/ops/login';

/**
 * The console around every page but /ops/login: asks GET /ops/me first and sends anyone who is
 * not a signed-in operator (404) to /ops/login; then the console's header and the page.
 */
export function OpsShell({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    opsApi.ops.me().then(
      (operator) => setState({ kind: 'ready', operator }),
      (error: unknown) => {
        if (isNotOperator(error)) router.replace(OPS_LOGIN_PATH);
        else setState({ kind: 'error', message: failureText(error) });
      },
    );
  }, [router]);

  useEffect(load, [load]);

  // The session ends at sessionExpiresAt at the latest: then the console asks again.
  const expiresAt = state.kind === 'ready' ? state.operator.sessionExpiresAt : null;
  useEffect(() => {
    if (!expiresAt) return;
    const delay = Math.min(Math.max(Date.parse(expiresAt) - Date.now(), 0) + 1000, MAX_TIMER_MS);
    if (Number.isNaN(delay)) return;
    const timer = window.setTimeout(load, delay);
    return () => window.clearTimeout(timer);
  }, [expiresAt, load]);

  const operator = state.kind === 'ready' ? state.operator : null;
  const session = useMemo<OperatorSession | null>(() => {
    if (!operator) return null;
    return {
      operator,
      failure: async (error) => {
        if (!isNotOperator(error)) return failureText(error);
        try {
          await opsApi.ops.me();
          return failureText(error);
        } catch (again) {
          if (!isNotOperator(again)) return failureText(error);
          router.replace(OPS_LOGIN_PATH);
          return null;
        }
      },
    };
  }, [operator, router]);

  if (!session) {
    return (
      <main id="main" tabIndex={-1} className={styles.main}>
        {state.kind === 'error' ? (
          <div className={styles.panel}>
            <p role="alert" className={styles.error}>
              {state.message}
            </p>
            <button type="button" className="button" onClick={load}>
              {text.retry}
            </button>
          </div>
        ) : (
          <p role="status" className={styles.muted}>
            {text.loading}
          </p>
        )}
      </main>
    );
  }

  return (
    <OperatorContext.Provider value={session}>
      <OpsHeader operator={session.operator} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </OperatorContext.Provider>
  );
}
