import { identityTexts } from '@sogon/contract/messages/identity';
import { KakaoVerification } from '@web/components/identity/KakaoVerification';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: identityTexts.popup.kakaoTitle,
  robots: { index: false, follow: false },
};

/** 카카오 인증 popup (spec section 2: window `userValidation`, 500×700). */
export default function KakaoVerificationPage() {
  return (
    <div className="container">
      <KakaoVerification />
    </div>
  );
}
