/** The console's 1:1 문의 queue (issue 39, declared by the inquiries module). */
export const opsInquiriesEndpoints = {
  list: 'GET /ops/inquiries',
  answer: 'POST /ops/inquiries/:id/answer',
} as const;
