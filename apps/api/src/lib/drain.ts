/**
 * Whether this process is draining before it stops: from SIGTERM on its health routes answer 503,
 * so a load balancer stops sending it requests while it still serves the ones it gets
 * (main.ts waits SHUTDOWN_DRAIN_MS before closing the listener).
 */
export interface DrainState {
  readonly draining: boolean;
  start(): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}
