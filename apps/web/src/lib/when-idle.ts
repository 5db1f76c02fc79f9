/**
 * Runs `run` after the page's load event, at an idle moment (a short timer where
 * requestIdleCallback is missing): work fetched ahead of a press stays out of the first load.
 */
export function whenIdle(run: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 500);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
