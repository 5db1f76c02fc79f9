import { identityTexts } from '@sogon/contract/messages/identity';
import { PassStart } from '@web/components/identity/PassStart';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: identityTexts.popup.passTitle,
  robots: { index: false, follow: false },
};

/** The faPass popup (spec section 2: window `fapass`, 500×700): the same PASS check. */
export default function FaPassVerificationPage() {
  return (
    <div className="container">
      <PassStart kind="fapass" />
    </div>
  );
}
