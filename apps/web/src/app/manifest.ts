import { playbackTexts } from '@sogon/contract/messages/playback';
import { navTexts, siteTexts } from '@sogon/contract/messages/site';
import type { MetadataRoute } from 'next';
import { APP_COLORS } from '../lib/app-shell/colors.ts';

/**
 * The web app manifest (/manifest.webmanifest, issue 21): 소곤 installs as a standalone app in
 * the site's dark colours. The shortcuts open 보관함 on its 최근 재생 tab (the 이어 듣기 list) and
 * on the purchased playlists.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: siteTexts.name,
    short_name: siteTexts.name,
    description: siteTexts.description,
    lang: 'ko',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: APP_COLORS.background,
    theme_color: APP_COLORS.theme,
    categories: ['entertainment', 'music'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: playbackTexts.continueListening,
        url: '/library?tab=recent',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: navTexts.library,
        url: '/library?tab=owned',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
}
