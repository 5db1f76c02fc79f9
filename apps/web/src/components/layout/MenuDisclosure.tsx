'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The main menu behind a button on narrow screens: a native <details>, so it opens and closes
 * without script too. With script it also closes when a page opens (the header stays across
 * page changes) or a link in it is followed, on Escape (focus back on the button) and on a
 * click outside it.
 */
export function MenuDisclosure({
  className,
  summary,
  summaryClassName,
  children,
}: {
  className?: string;
  summary: ReactNode;
  summaryClassName?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  // Closes when the page changes, not on the first render: a tap on 메뉴 before the page has
  // hydrated opens the native <details>, and hydration must leave it open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target))
        details.open = false;
    };
    // A link to the page already open changes no path: close on the click itself.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    details.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      details.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <details ref={ref} className={className}>
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  );
}
