import type { ReactNode } from 'react';

/** Popup and gateway pages: no header and no footer (spec section 2). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="bare-layout">
      {children}
    </main>
  );
}
