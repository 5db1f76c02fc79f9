'use client';

import { errorScreenTexts } from '@sogon/contract/messages/error-screen';
import { useEffect } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

export type ErrorFallbackProps = {
  /** Re-renders the failed segment (Next's error boundary `reset`). */
  reset: () => void;
  /** The caught error; logged to the console when given. */
  error?: Error & { digest?: string };
  showHomeButton?: boolean;
  headingLevel?: 1 | 2;
};

/** Shown on an uncaught render error: the generic error screen plus a '다시 시도' button. */
export function ErrorFallback({ reset, error, showHomeButton = true, headingLevel = 1 }: ErrorFallbackProps) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  return (
    <ErrorScreen
      showHomeButton={showHomeButton}
      headingLevel={headingLevel}
      action={
        <button type="button" className="button button-secondary" onClick={() => reset()}>
          {errorScreenTexts.retry}
        </button>
      }
    />
  );
}
