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
  partners: ['operator', 'finance'],
  operators: ['operator'],
  /** Payments and their ledger movements (read). */
  payments: ['operator', 'support', 'finance'],
  /** Refunding a payment, in full or in part. */
  refunds: ['operator', 'finance'],
  /** Heart products and the offers of each payment status (read). */
  products: ['operator', 'support', 'finance'],
  productsEdit: ['operator'],
  /** Banners, notices, FAQ and the home popup: support reads, operators change them. */
  site: ['operator', 'support'],
  siteEdit: ['operator'],
  /** Events: everyone reads, the operator creates and edits. */
  events: ['operator', 'support', 'finance'],
  eventsEdit: ['operator'],
  /** Coupons: finance reads the redemptions, the operator issues, disables and exports codes. */
  coupons: ['operator', 'finance'],
  couponsEdit: ['operator'],
  /** 1:1 문의: read and answer members' inquiries. */
  inquiries: ['operator', 'support'],
  /** The report (신고) queue: hide or dismiss. */
  reports: ['operator', 'support'],
  /** Hide, show again or delete comments, board posts and gallery pictures. */
  community: ['operator', 'support'],
  /** Playlists, episodes and channels as the console lists them. */
  content: ['operator', 'support', 'finance'],
  /** Hiding and publishing content (moderation). */
  contentModerate: ['operator', 'support'],
  /** Prices, the 19+ flag, categories and item-set order. */
  contentEdit: ['operator'],
  /** Monthly settlement statements and payout batches (read, CSV). */
  settlements: ['operator', 'finance'],
  /** Approving a month's payouts, marking them paid, and channel contracts. */
  settlementsApprove: ['finance'],
} as const satisfies Record<string, readonly TOpsRole[]>;
export type TOpsAccess = keyof typeof OPS_ACCESS;

export function opsMay(role: TOpsRole, what: TOpsAccess): boolean {
  return (OPS_ACCESS[what] as readonly TOpsRole[]).includes(role);
}

/** The most bonus hearts one console action grants or takes back. */
export const OPS_HEARTS_MAX = 10_000;
