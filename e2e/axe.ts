/**
 * axe-core in the journeys: the project's accessibility bar is WCAG 2.2 AA with 0 violations on
 * every page. The engine is injected from the npm package (no network) and run on the page as a
 * person sees it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The success criteria of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/** The violations on the page now, one line each: rule, impact and up to three elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (
          window as unknown as {
            axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
          }
        ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      ).violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 3).map((node) => JSON.stringify(node.target)),
        count: violation.nodes.length,
      })),
    WCAG_22_AA,
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}, ${violation.count}×): ${violation.targets.join(', ')}`,
  );
}
