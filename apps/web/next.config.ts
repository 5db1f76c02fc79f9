import type { NextConfig } from 'next';

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
};

export default config;
