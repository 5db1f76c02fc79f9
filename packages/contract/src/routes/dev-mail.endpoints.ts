/** Development only (DEV_MAILBOX): the API registers these only then. */
export const devMailEndpoints = {
  list: 'GET /dev/mail',
} as const;
