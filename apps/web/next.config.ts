import type { NextConfig } from 'next';

/**
 * The site's version, which names the service worker's caches (/sw.js?v=…): scripts/lib/web-build.mjs
 * passes the digest of the sources it builds, so only a changed build installs a new worker.
 */
const appVersion = process.env.SOGON_BUILD_ID ?? Date.now().toString(36);

/** The worker's scripts are checked for updates on every visit, never answered from a cache. */
const workerHeaders = [{ key: 'Cache-Control', value: 'no-cache' }];

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@sogon/contract'],
  images: { unoptimized: true },
  typescript: { ignoreBuildErrors: true },
  // Keep the router's prefetch headers visible in proxy.ts: a prefetch is not a visit (lib/partner.ts).
  skipProxyUrlNormalize: true,
  // Title, description and Open Graph tags go in <head> for every client, not streamed into the
  // body: Korean crawlers and share scrapers (Daum, KakaoTalk, Naver's) are not on Next.js's bot
  // list, and our pages wait for the same data as their metadata anyway.
  htmlLimitedBots: /.*/,
  env: { NEXT_PUBLIC_APP_VERSION: appVersion },
  async headers() {
    return [
      { source: '/sw.js', headers: workerHeaders },
      { source: '/sw/:file*', headers: workerHeaders },
    ];
  },
};

export default config;
