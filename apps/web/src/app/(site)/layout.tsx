import { SiteFooter } from '@web/components/layout/SiteFooter';
import { SiteHeader } from '@web/components/layout/SiteHeader';
import type { ReactNode } from 'react';

/** Every page but /auth, /pg and /ad has the header and the footer (spec section 2). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
