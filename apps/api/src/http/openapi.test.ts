import { describe, expect, it } from 'vitest';
import { setupTestApi } from '../../test/api-server.ts';

const api = setupTestApi();

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1, generated from the route schemas, with every registered API path', async () => {
    const response = await api.app.inject({ url: '/api/live/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/live/v2/service/home',
      '/api/live/v2/playlist/{id}',
      '/api/live/health',
      '/api/live/v1/faq',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.endsWith('*'))).toBe(false);
    const home = document.paths['/api/live/v2/service/home'].get;
    expect(home.parameters.map((parameter: { name: string }) => parameter.name)).toContain('items');
  });

  it('has a browsable reference page', async () => {
    const response = await api.app.inject({ url: '/api/live/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
