import { identityTexts } from '@sogon/contract/messages/identity';
import { PassCallback } from '@web/components/identity/PassCallback';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: identityTexts.popup.passTitle,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** Where the PASS provider's return lands (through /api/live/v1/identity/pass/callback). */
export default function PassCallbackPage() {
  return (
    <div className="container">
      <PassCallback />
    </div>
  );
}
