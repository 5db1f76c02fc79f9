/** 잠든 곳부터 (issue 42): the member's one sleep mark, kept across devices. */
export const sleepMarksEndpoints = {
  get: 'GET /v1/user/sleep-mark',
  set: 'PUT /v1/user/sleep-mark',
  remove: 'DELETE /v1/user/sleep-mark',
} as const;
