/**
 * Operator roles and what each may open or do (issue 17, ADR 030), without zod so console
 * components can read it. The API checks it on every route (modules/ops/routes.ts); the console
 * offers only what the role allows.
 */
export const OPS_ROLES = ['operator', 'support', 'finance'] as const;
export type TOpsRole = (typeof OPS_ROLES)[number];

export const OPS_ACCESS = {
  /** Every signed-in operator: who am I. */
  console: ['operator', 'support', 'finance'],
  dashboard: ['operator', 'finance'],
  members: ['operator', 'support'],
  audit: ['operator'],
  block: ['operator'],
  adultMode: ['operator', 'support'],
  sessions: ['operator', 'support'],
  hearts: ['operator'],
  /** Playlists, episodes and channels as the console lists them. */
  content: ['operator', 'support', 'finance'],
  /** Hiding and publishing content (moderation). */
  contentModerate: ['operator', 'support'],
  /** Prices, the 19+ flag, categories and item-set order. */
  contentEdit: ['operator'],
} as const satisfies Record<string, readonly TOpsRole[]>;
export type TOpsAccess = keyof typeof OPS_ACCESS;

export function opsMay(role: TOpsRole, what: TOpsAccess): boolean {
  return (OPS_ACCESS[what] as readonly TOpsRole[]).includes(role);
}

/** The most bonus hearts one console action grants or takes back. */
export const OPS_HEARTS_MAX = 10_000;
