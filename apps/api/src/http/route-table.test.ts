import { API_PREFIX } from '@sogon/contract/headers';
import type { Route } from '@sogon/contract/routes/define';
import { routes } from '@sogon/contract/routes/table';
import { describe, expect, it } from 'vitest';
import { setupTestApi } from '../../test/api-server.ts';

// With the development mail box on, every module of the route table is registered.
const api = setupTestApi({ settings: { mail: { devMailbox: true } } });

describe('route table', () => {
  it('has every endpoint registered by the API, at its path and aliases', () => {
    const missing: string[] = [];
    for (const group of Object.values(routes) as Record<string, Route>[]) {
      for (const route of Object.values(group)) {
        for (const path of [route.path, ...(route.aliases ?? [])]) {
          if (!api.app.hasRoute({ method: route.method, url: `${API_PREFIX}${path}` })) {
            missing.push(`${route.method} ${path}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
