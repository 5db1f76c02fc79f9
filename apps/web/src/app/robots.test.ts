import { describe, expect, it } from 'vitest';
import robots from './robots.ts';

describe('robots.txt', () => {
  it('names the sitemap by its full address and has no Host line (a Host takes a bare host name, never a URL)', () => {
    const previous = process.env.SITE_URL;
    process.env.SITE_URL = 'https://sogon.example';
    try {
      const rules = robots();
      expect(rules.sitemap).toBe('https://sogon.example/sitemap.xml');
      expect(rules.host).toBeUndefined();
      expect(rules.rules).toMatchObject({ userAgent: '*', allow: '/' });
    } finally {
      if (previous === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previous;
    }
  });
});
