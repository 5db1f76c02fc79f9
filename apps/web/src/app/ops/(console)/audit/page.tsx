import { opsTexts } from '@sogon/contract/messages/ops';
import { AuditLog } from '@web/components/ops/AuditLog';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const metadata: Metadata = { title: opsTexts.audit.heading };

/** /ops/audit: the audit log (?q=). */
export default function OpsAuditPage() {
  return (
    <Suspense fallback={null}>
      <AuditLog />
    </Suspense>
  );
}
