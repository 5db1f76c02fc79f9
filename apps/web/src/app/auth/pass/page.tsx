import { identityTexts } from '@sogon/contract/messages/identity';
import { PassStart } from '@web/components/identity/PassStart';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: identityTexts.popup.passTitle,
  robots: { index: false, follow: false },
};

/** 휴대폰 인증 popup (spec section 2: window `pass`, 500×700). */
export default function PassVerificationPage() {
  return (
    <div className="container">
      <PassStart kind="pass" />
    </div>
  );
}
