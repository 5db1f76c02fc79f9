'use client';

import {
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { whenIdle } from './when-idle.ts';

/** When a part's code is fetched: with the page's hydration, or at an idle moment after the load event. */
export type HydrateAt = 'load' | 'idle';

/**
 * What the part's markup is, so that its wrapper may hold it: `inline` (phrasing content: a
 * button, a badge; it may sit in a paragraph) or `block` (flow content: a section, a list).
 */
export type PartBox = 'inline' | 'block';

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

interface BoundaryProps {
  Part: ComponentType<object>;
  props: object;
  gate: Gate | null;
  done: () => void;
}

/**
 * The part's Suspense boundary. Memoized, and given the same props until it hydrated: any update
 * reaching a boundary React has not hydrated yet (new props, or a context above it changing) makes
 * React drop the server HTML and render the part anew on the client, so nothing may.
 */
const Boundary = memo(function Boundary({ Part, props, gate, done }: BoundaryProps) {
  const part = (
    <>
      <Part {...props} />
      <Committed done={done} />
    </>
  );
  return <Suspense fallback={null}>{gate ? <IdleGate gate={gate}>{part}</IdleGate> : part}</Suspense>;
});

const never = () => () => undefined;

/** True while React renders on the server or hydrates, false in a render the browser started. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/**
 * A client component kept out of the page's first load (decision 048). `load` must be a literal
 * `import()` of the component's module (the bundler splits there), e.g.
 * `hydratedLater(() => import('./TipButton.tsx').then((module) => module.TipButton), 'idle')`.
 *
 * The server renders the part whole (crawlers and share previews see it, nothing moves), and the
 * browser keeps that HTML until the chunk is there, then hydrates it in place: at once (`load`, for
 * parts shown only on some pages, like the adult notice) or after the load event (`idle`, for parts
 * a person does not use in the first second: an inactive tab, a box the browser fills anyway), or
 * at the first press on it, whichever comes first. A part that mounts after a client navigation
 * renders as soon as its chunk is there.
 *
 * Until the part hydrated it keeps the props it was first rendered with (the server's), then takes
 * the current ones. The app's contexts keep one value for the tab's life for the same reason.
 *
 * A press on a button of the server HTML before it hydrated is held and replayed on the same button
 * once it did and rendered with the browser's state: React drops such presses (it cannot hydrate that part synchronously), so a window
 * capture listener, which runs before React's, keeps the last pressed button. Links work as plain
 * links meanwhile.
 */
export function hydratedLater<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  at: HydrateAt,
  box: PartBox = 'inline',
): ComponentType<Props> {
  // The boundary is shared by every part, so it holds the part as a component of any props.
  const Part = lazy(() =>
    load().then((component) => ({ default: component })),
  ) as unknown as ComponentType<object>;
  // biome-ignore lint/correctness/noComponentHookFactories: each Lazy* module calls this once, at module level, never during a render.
  return function Later(props: Props) {
    const region = useRef<HTMLElement>(null);
    const hydratedRef = useRef(false);
    const pressed = useRef<HTMLButtonElement | null>(null);
    const hydrating = useHydrating();
    // Opening the gate pings the suspended part rather than updating it (see Boundary).
    const [gate] = useState(() => (at === 'idle' && hydrating ? newGate() : null));
    const [first] = useState(props);
    const [hydrated, setHydrated] = useState(false);

    useEffect(() => (gate ? whenIdle(gate.open) : undefined), [gate]);

    useEffect(() => {
      const hold = (event: MouseEvent) => {
        if (hydratedRef.current || !(event.target instanceof Element)) return;
        const button = event.target.closest('button');
        if (!button || !region.current?.contains(button)) return;
        pressed.current = button;
        gate?.open();
      };
      window.addEventListener('click', hold, true);
      return () => window.removeEventListener('click', hold, true);
    }, [gate]);

    const done = useCallback(() => {
      if (hydratedRef.current) return;
      hydratedRef.current = true;
      setHydrated(true);
    }, []);

    // The held press is replayed once the part has rendered with the browser's state, not in the
    // commit that hydrated it: that render had the server's (no member known yet, so a member's
    // 구독하기 would have asked them to log in). That state's own render comes first (a store
    // read during hydration re-renders synchronously), then this one with the current props.
    useEffect(() => {
      if (!hydrated) return;
      const button = pressed.current;
      pressed.current = null;
      if (!button) return;
      const timer = window.setTimeout(() => {
        if (button.isConnected) button.click();
      });
      return () => window.clearTimeout(timer);
    }, [hydrated]);

    const boundary = <Boundary Part={Part} props={hydrated ? props : first} gate={gate} done={done} />;
    // A span around an inline part: it may sit in a paragraph (the subscriber badge beside a
    // channel's name), where a div would make the browser close the paragraph and React's
    // hydration fail. A div around a block part: a span may hold phrasing content only.
    return box === 'block' ? (
      <div ref={region as RefObject<HTMLDivElement>} style={{ display: 'contents' }}>
        {boundary}
      </div>
    ) : (
      <span ref={region as RefObject<HTMLSpanElement>} style={{ display: 'contents' }}>
        {boundary}
      </span>
    );
  };
}
