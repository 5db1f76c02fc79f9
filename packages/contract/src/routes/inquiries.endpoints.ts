/** 1:1 문의 (issue 39): a member's questions. */
export const inquiriesEndpoints = {
  list: 'GET /v1/user/inquiries',
  create: 'POST /v1/user/inquiries',
} as const;
