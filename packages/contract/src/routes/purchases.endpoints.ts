export const purchasesEndpoints = {
  buy: 'GET /v2/service/content/purchase/:playlistId/:contentId',
  buySeveral: 'GET /v1/service/content/purchase/:playlistId',
  ownership: 'GET /v1/purchase/:playlistId',
  validation: 'GET /v2/service/content/validation/:playlistId/:contentId',
  visitorValidation: 'GET /v2/service/content/validationNa/:playlistId/:contentId',
  library: 'GET /v2/user/library/own/playlist',
  deletedLibrary: 'GET /v2/user/library/own/deleted',
  deletedEpisode: 'GET /v2/user/library/own/deleted/:id',
} as const;
