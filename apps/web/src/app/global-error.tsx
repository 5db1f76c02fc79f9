'use client';

import { ErrorFallback } from '@web/components/error/ErrorFallback';
import './globals.css';

/** Fallback when the root layout itself fails: it must render its own document. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="ko">
      <body>
        <ErrorFallback reset={reset} />
      </body>
    </html>
  );
}
