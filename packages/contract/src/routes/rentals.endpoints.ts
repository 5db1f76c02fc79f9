export const rentalsEndpoints = {
  rent: 'POST /v2/service/content/rent/:playlistId/:contentId',
  claimWaitFree: 'POST /v2/service/content/waitFree/:playlistId/:contentId',
  library: 'GET /v2/user/library/rentals',
} as const;
