import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@sogon/contract'],
  images: { unoptimized: true },
  typescript: { ignoreBuildErrors: true },
  // Keep the router's prefetch headers visible in proxy.ts: a prefetch is not a visit (lib/partner.ts).
  skipProxyUrlNormalize: true,
};

export default config;
