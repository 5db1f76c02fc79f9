import { OpsShell } from '@web/components/ops/OpsShell';
import type { ReactNode } from 'react';

/** Every console page but the login: only a signed-in operator sees it (GET /ops/me). */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <OpsShell>{children}</OpsShell>;
}
