import { errorScreenTexts } from '@sogon/contract/messages/error-screen';
import type { ReactNode } from 'react';
import styles from './ErrorScreen.module.css';

export type ErrorScreenProps = {
  /** The '홈으로 가기' button to `/`; shown by default. */
  showHomeButton?: boolean;
  /** Extra control placed before the home button (e.g. ErrorFallback's '다시 시도'). */
  action?: ReactNode;
  /** `1` (default) for a whole page, `2` when the screen sits under another h1. */
  headingLevel?: 1 | 2;
};

/**
 * Generic error screen (server-compatible): an illustration, the heading '서비스 이용이 원활하지 않습니다',
 * an apology asking the user to come back shortly, and a button home.
 */
export function ErrorScreen({ showHomeButton = true, action, headingLevel = 1 }: ErrorScreenProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h1';
  return (
    <section className={styles.screen}>
      <ErrorIllustration />
      <Heading className={styles.title}>{errorScreenTexts.title}</Heading>
      <p className={styles.body}>{errorScreenTexts.body}</p>
      {action || showHomeButton ? (
        <div className={styles.actions}>
          {action}
          {showHomeButton ? (
            // A whole new document: the failed page's state is left behind, and the error chunks stay
            // without the router's link (it would be downloaded again with every page's error boundary).
            <a href="/" className="button">
              {errorScreenTexts.home}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Decorative: headphones, a calm sound wave and a small warning mark, in the palette. */
function ErrorIllustration() {
  return (
    <svg className={styles.image} viewBox="0 0 160 140" aria-hidden="true" focusable="false">
      <circle cx="80" cy="74" r="62" fill="var(--surface-2)" />
      {/* headband and ear cups */}
      <path
        d="M36 82V70a44 44 0 0 1 88 0v12"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <rect x="26" y="76" width="22" height="36" rx="10" fill="var(--accent)" />
      <rect x="112" y="76" width="22" height="36" rx="10" fill="var(--accent)" />
      {/* a quiet sound wave between the cups */}
      <path
        d="M56 94h6l4-10 6 20 6-26 6 30 6-20 4 6h6"
        fill="none"
        stroke="var(--text-muted)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* warning mark */}
      <circle cx="122" cy="38" r="16" fill="var(--focus)" />
      <path d="M122 29v11" stroke="var(--accent-contrast)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="122" cy="47" r="2.5" fill="var(--accent-contrast)" />
    </svg>
  );
}
