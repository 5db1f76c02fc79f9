import { toastTexts } from '@sogon/contract/messages/app-shell';
import { cleanup, type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@web/components/providers/AppProviders';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

// Component tests run in happy-dom (`// @vitest-environment happy-dom` on their first line).
afterEach(() => cleanup());

/**
 * Renders `ui` inside the root layout's client providers (toasts, modals), with a user who
 * types and presses as a person does.
 */
export function renderInApp(ui: ReactElement): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  return { user, ...render(<AppProviders toastRegionLabel={toastTexts.region}>{ui}</AppProviders>) };
}

/** The toasts shown now: what each says to a screen reader (the × beside it is hidden from it). */
export function toastsIn(container: ParentNode = document): string[] {
  const region = container.querySelector(`[aria-label="${toastTexts.region}"]`);
  if (!region) return [];
  return [...region.children].map((item) =>
    [...item.childNodes]
      .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
      .map((node) => node.textContent ?? '')
      .join(''),
  );
}
