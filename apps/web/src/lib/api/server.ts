import { createApiClient } from '@sogon/contract/api-client';
import { typedApi } from '@sogon/contract/routes/client';
import { cookies, headers } from 'next/headers';

/** Where server-rendered pages reach the API: the same process, over loopback. */
export function internalApiOrigin(): string {
  return process.env.SOGON_INTERNAL_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/** API client for server components: forwards the visitor's token and partner cookies. */
export async function serverApi() {
  const jar = await cookies();
  const incoming = await headers();
  const host = incoming.get('host') ?? 'localhost';
  const path = incoming.get('x-invoke-path') ?? '';
  const client = createApiClient({
    baseUrl: internalApiOrigin(),
    headers: () => ({
      token: jar.get('token')?.value,
      origin: `http://${host}${path}`,
      uuid: jar.get('uuid')?.value,
      requestId: incoming.get('x-request-id') ?? undefined,
      cookies: Object.fromEntries(jar.getAll().map((cookie) => [cookie.name, cookie.value])),
    }),
  });
  return typedApi(client);
}
