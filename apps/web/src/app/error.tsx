'use client';

import { ErrorFallback } from '@web/components/error/ErrorFallback';

export default function RouteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorFallback reset={reset} />;
}
