import { StudioNav } from '@web/components/studio-catalog/StudioNav';
import type { ReactNode } from 'react';

/** Every studio page has the studio's menu above it. */
export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="container">
        <StudioNav />
      </div>
      {children}
    </>
  );
}
