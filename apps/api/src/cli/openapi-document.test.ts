import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiText } from './openapi-document.ts';

describe('committed OpenAPI document', () => {
  it('is what the routes generate (npm run openapi:write after changing a route)', async () => {
    const committed = await readFile(OPENAPI_FILE, 'utf8');
    expect(committed).toBe(await openApiText());
  });
});
