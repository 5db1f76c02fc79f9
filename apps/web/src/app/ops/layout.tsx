import { opsTexts } from '@sogon/contract/messages/ops';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/**
 * The operator console (issue 17): none of the member site's header, footer, player or popups
 * (the root layout leaves them out under /ops), and never indexed. robots.txt does not list /ops
 * either: it would tell everyone the console is there.
 */
export const metadata: Metadata = {
  title: { default: opsTexts.title, template: `%s | ${opsTexts.title}` },
  robots: { index: false, follow: false },
  openGraph: null,
  twitter: null,
};

export default function OpsLayout({ children }: { children: ReactNode }) {
  return children;
}
