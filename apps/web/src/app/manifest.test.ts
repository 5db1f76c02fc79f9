import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLibraryTab } from '../components/library/library-tab.ts';
import manifest from './manifest.ts';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
const appDir = fileURLToPath(new URL('.', import.meta.url));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  const app = manifest();

  it('names 소곤 in Korean and opens standalone at the root', () => {
    expect(app).toMatchObject({ name: '소곤', short_name: '소곤', lang: 'ko', start_url: '/', scope: '/' });
    expect(app.display).toBe('standalone');
    expect(app.description).toMatch(/[가-힣]/);
  });

  it('lists PNG icons whose files have the sizes it claims: 192, 512 and a maskable 512', () => {
    for (const icon of app.icons ?? []) {
      const file = `${publicDir}${icon.src}`;
      expect(existsSync(file), icon.src).toBe(true);
      expect(pngSize(file), icon.src).toBe(icon.sizes);
    }
    const described = (app.icons ?? []).map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(described).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    expect(pngSize(`${appDir}apple-icon.png`)).toBe('180x180');
  });

  it('takes its colours from the dark UI (globals.css --bg)', () => {
    const css = readFileSync(`${appDir}globals.css`, 'utf8');
    const background = css.match(/--bg:\s*(#[0-9a-f]{6})/i)?.[1];
    expect(app.background_color).toBe(background);
    expect(app.theme_color).toBe(background);
  });

  it('has shortcuts to 이어 듣기 and 보관함 that open existing 보관함 tabs', () => {
    const shortcuts = (app.shortcuts ?? []).map((shortcut) => {
      const url = new URL(shortcut.url, 'https://sogon.test');
      return {
        name: shortcut.name,
        path: url.pathname,
        tab: readLibraryTab(url.searchParams.get('tab') ?? ''),
      };
    });
    expect(shortcuts).toEqual([
      { name: '이어 듣기', path: '/library', tab: 'recent' },
      { name: '보관함', path: '/library', tab: 'owned' },
    ]);
    expect(existsSync(`${appDir}(site)/library/page.tsx`)).toBe(true);
  });
});
