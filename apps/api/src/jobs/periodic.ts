/**
 * Runs `run` now and then every `intervalMs` (the in-process scheduler of ADR 010). Runs never
 * overlap within a process; the timers do not keep the process alive. `stop()` clears them and
 * waits for a run in progress.
 */
export function startPeriodic(
  run: () => Promise<void>,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = run()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  const first = setTimeout(tick, 0);
  first.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
