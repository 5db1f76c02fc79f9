/** Members report (신고) what others posted. */
export const reportsEndpoints = {
  create: 'POST /v2/reports',
} as const;
