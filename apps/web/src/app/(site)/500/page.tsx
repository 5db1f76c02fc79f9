import { ko } from '@sogon/contract/messages/ko';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: ko.blocked.title, robots: { index: false, follow: false } };

/** Where a blocked member lands (spec sections 6 and 8). */
export default function BlockedPage() {
  return (
    <div className="container">
      <ErrorScreen />
      <p style={{ textAlign: 'center', color: 'var(--text-muted)' }}>{ko.blocked.body}</p>
    </div>
  );
}
