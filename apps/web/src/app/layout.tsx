import { ko } from '@sogon/contract/messages/ko';
import { AnalyticsBeacon } from '@web/components/analytics/AnalyticsBeacon';
import { PlayerProvider } from '@web/components/player/PlayerProvider';
import { AppProviders } from '@web/components/providers/AppProviders';
import { SessionSync } from '@web/components/session/SessionSync';
import { WelcomeFlow } from '@web/components/session/WelcomeFlow';
import { rootMetadata } from '@web/lib/metadata';
import type { Metadata, Viewport } from 'next';
import { type ReactNode, Suspense } from 'react';
import { pretendard } from './fonts';
import './globals.css';

export function generateMetadata(): Metadata {
  return rootMetadata();
}

export const viewport: Viewport = {
  themeColor: '#100e1c',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko" className={pretendard.variable}>
      <body>
        <a className="visually-hidden skip-link" href="#main">
          {ko.nav.skipToContent}
        </a>
        <AppProviders>
          {/* The player outlives page changes: playback continues while the listener browses. */}
          <PlayerProvider>
            <SessionSync />
            <WelcomeFlow />
            <Suspense fallback={null}>
              <AnalyticsBeacon />
            </Suspense>
            {children}
          </PlayerProvider>
        </AppProviders>
      </body>
    </html>
  );
}
