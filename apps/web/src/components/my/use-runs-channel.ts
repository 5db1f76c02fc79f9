'use client';

import { studioCatalogEndpoints } from '@sogon/contract/routes/studio-catalog.endpoints';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';

const api = { studioCatalog: browserApi('studioCatalog', studioCatalogEndpoints) };

/** Whether the member runs a channel (GET /v1/studio/channels); undefined until known or when it failed. */
export function useRunsChannel(): boolean | undefined {
  const channels = useApiQuery(api.studioCatalog.channels, {}, { member: true }).data;
  return channels === undefined ? undefined : channels.length > 0;
}
