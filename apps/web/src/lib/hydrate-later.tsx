'use client';

import { type ReactNode, Suspense, use, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/** When a part's code is fetched: with the page's hydration, or at an idle moment after the load event. */
export type HydrateAt = 'load' | 'idle';

/** A promise opened once: at an idle moment after the load event, or earlier by a press. */
interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function newGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Renders its children on the server; in the browser only once its gate opened. */
function IdleGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (typeof window !== 'undefined') use(gate.promise);
  return children;
}

/** Runs `done` once the boundary around it has committed (hydrated or rendered). */
function Committed({ done }: { done: () => void }) {
  useEffect(() => done(), [done]);
  return null;
}

/**
 * Holds a lazily loaded client component (`children`, a `React.lazy` one) out of the page's first
 * load (decision 048). The server renders it whole (crawlers and share previews see it, nothing
 * moves), and the browser keeps that HTML until the chunk is there, then hydrates it in place: at
 * once (`load`, for parts shown only on some pages, like the adult notice) or after the load event
 * (`idle`, for parts a person does not use in the first second: an inactive tab, a box the browser
 * fills anyway), or at the first press on it, whichever comes first.
 *
 * A press on a button of the server HTML before it hydrated is held and replayed on the same button
 * once it did: React drops such presses (it cannot hydrate that part synchronously), so a window
 * capture listener, which runs before React's, keeps the last pressed button. Links work as plain
 * links meanwhile.
 */
export function HydrateLater({ at, children }: { at: HydrateAt; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  const hydrated = useRef(false);
  const pressed = useRef<HTMLButtonElement | null>(null);
  // Opening the gate pings the suspended part rather than updating it: an update would make React
  // drop the server HTML and show the (empty) fallback until the chunk is there.
  const [gate] = useState(newGate);

  useEffect(() => whenIdle(gate.open), [gate]);

  useEffect(() => {
    const hold = (event: MouseEvent) => {
      if (hydrated.current || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button || !region.current?.contains(button)) return;
      pressed.current = button;
      gate.open();
    };
    window.addEventListener('click', hold, true);
    return () => window.removeEventListener('click', hold, true);
  }, [gate]);

  const done = useCallback(() => {
    hydrated.current = true;
    const button = pressed.current;
    pressed.current = null;
    if (button?.isConnected) button.click();
  }, []);

  const part = (
    <>
      {children}
      <Committed done={done} />
    </>
  );
  return (
    <div ref={region} style={{ display: 'contents' }}>
      <Suspense fallback={null}>{at === 'idle' ? <IdleGate gate={gate}>{part}</IdleGate> : part}</Suspense>
    </div>
  );
}
