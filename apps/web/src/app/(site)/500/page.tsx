import { blockedTexts } from '@sogon/contract/messages/auth';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: blockedTexts.title, robots: { index: false, follow: false } };

/** Where a blocked member lands (spec sections 6 and 8). */
export default function BlockedPage() {
  return (
    <div className="container">
      <ErrorScreen />
      <p style={{ textAlign: 'center', color: 'var(--text-muted)' }}>{blockedTexts.body}</p>
    </div>
  );
}
