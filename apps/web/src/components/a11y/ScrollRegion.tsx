import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways on narrow screens (a wide table): it takes keyboard focus so the
 * arrow keys can scroll it, and is a named region so what gets focus says what it holds
 * (axe: scrollable-region-focusable). `label` names it: usually the table's caption.
 */
export function ScrollRegion({
  label,
  className,
  id,
  hidden,
  children,
}: {
  label: string;
  className?: string;
  id?: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    // A <section> with a name is a region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={className} id={id} hidden={hidden}>
      {children}
    </section>
  );
}
