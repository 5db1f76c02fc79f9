import { toastTexts } from '@sogon/contract/messages/app-shell';
import { navTexts } from '@sogon/contract/messages/site';
import { MemberChrome } from '@web/components/layout/MemberChrome';
import { AppProviders } from '@web/components/providers/AppProviders';
import { APP_COLORS } from '@web/lib/app-shell/colors';
import { rootMetadata } from '@web/lib/metadata';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { pretendard } from './fonts';
import './globals.css';

export function generateMetadata(): Metadata {
  return rootMetadata();
}

export const viewport: Viewport = {
  themeColor: APP_COLORS.theme,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko" className={pretendard.variable}>
      <body>
        <a className="visually-hidden skip-link" href="#main">
          {navTexts.skipToContent}
        </a>
        <AppProviders toastRegionLabel={toastTexts.region}>
          {/* The player, session check, welcome popup and beacon; the operator console has none. */}
          <MemberChrome>{children}</MemberChrome>
        </AppProviders>
      </body>
    </html>
  );
}
