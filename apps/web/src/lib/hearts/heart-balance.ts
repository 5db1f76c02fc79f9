'use client';

import { paymentsEndpoints } from '@sogon/contract/routes/payments.endpoints';
import type { THeartBalance } from '@sogon/contract/schemas/purchases';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { useEffect, useSyncExternalStore } from 'react';

const api = {
  payments: browserApi('payments', paymentsEndpoints),
};

export interface HeartBalanceState {
  /** The last answer of GET /v1/user/hearts; null before the first. */
  balance: THeartBalance | null;
  /** The failure of the last ask (ERROR_AUTHORIZE_TOKEN_NOT_EXIST for a visitor). */
  error: unknown;
  loading: boolean;
}

const INITIAL: HeartBalanceState = Object.freeze({ balance: null, error: undefined, loading: false });

/**
 * The member's hearts, one copy for the whole page: the header, 마이페이지 and /charge read it
 * together, so a page asks GET /v1/user/hearts once however many places show the number.
 */
let state: HeartBalanceState = INITIAL;
let asked = false;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function commit(next: HeartBalanceState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the balance again (after hearts were spent or granted); joins an ask already on its way. */
export function refreshHeartBalance(): Promise<void> {
  if (inflight) return inflight;
  asked = true;
  commit({ ...state, loading: true });
  inflight = memberOnly(() => api.payments.balance())
    .then(
      (balance) => commit({ balance, error: undefined, loading: false }),
      (error: unknown) => commit({ balance: null, error, loading: false }),
    )
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** An answer that carries the new balance (a gift, a purchase) saves asking again. */
export function setHeartBalance(balance: THeartBalance): void {
  asked = true;
  commit({ balance, error: undefined, loading: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shared balance; asks once for the page when nobody has yet (`active: false` asks nothing). */
export function useHeartBalance(active = true): HeartBalanceState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
  useEffect(() => {
    if (active && !asked) void refreshHeartBalance();
  }, [active]);
  return current;
}
