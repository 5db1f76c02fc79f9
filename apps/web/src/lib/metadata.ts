import { adultTexts } from '@sogon/contract/messages/purchases';
import { siteTexts } from '@sogon/contract/messages/site';
import type { Metadata } from 'next';

export const DEFAULT_SHARE_IMAGE = {
  url: '/og-default.png',
  width: 1200,
  height: 630,
  alt: siteTexts.shareImageAlt,
};

export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? 'http://localhost:3000');
}

/** The page head of spec section 2, shared by every page. */
export function rootMetadata(): Metadata {
  const google = process.env.SITE_VERIFICATION_GOOGLE;
  const naver = process.env.SITE_VERIFICATION_NAVER;
  return {
    metadataBase: siteUrl(),
    title: { default: siteTexts.title, template: `%s | ${siteTexts.name}` },
    description: siteTexts.description,
    keywords: [...siteTexts.keywords],
    applicationName: siteTexts.name,
    // Added to an iPhone's home screen, 소곤 opens without Safari's bars (apple-icon.png is its icon).
    appleWebApp: { capable: true, title: siteTexts.name, statusBarStyle: 'black' },
    robots: { index: true, follow: false },
    openGraph: {
      type: 'website',
      siteName: siteTexts.name,
      locale: 'ko_KR',
      title: siteTexts.title,
      description: siteTexts.description,
      url: '/',
      images: [DEFAULT_SHARE_IMAGE],
    },
    twitter: {
      card: 'summary_large_image',
      title: siteTexts.title,
      description: siteTexts.description,
      images: [DEFAULT_SHARE_IMAGE.url],
    },
    verification: {
      ...(google ? { google } : {}),
      ...(naver ? { other: { 'naver-site-verification': naver } } : {}),
    },
  };
}

export interface PageHead {
  title?: string;
  description?: string;
  image?: string;
  path: string;
}

/**
 * Whether share previews can show an image: KakaoTalk, Facebook and X render raster images only,
 * so an SVG (the demo's covers and banners) gives way to the default share image.
 */
export function isShareableImage(url: string | undefined): url is string {
  return Boolean(url) && !/\.svg(?:[?#]|$)/i.test(url ?? '');
}

/** Open Graph and Twitter tags from a page's title, description, image and path. */
export function pageMetadata(head: PageHead): Metadata {
  const title = head.title ?? siteTexts.title;
  const description = head.description ?? siteTexts.description;
  const images = isShareableImage(head.image) ? [{ url: head.image }] : [DEFAULT_SHARE_IMAGE];
  return {
    ...(head.title ? { title: head.title } : {}),
    description,
    alternates: { canonical: head.path },
    openGraph: {
      type: 'website',
      siteName: siteTexts.name,
      locale: 'ko_KR',
      title,
      description,
      url: head.path,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images: images.map((image) => image.url) },
  };
}

/** The head of a 19+ notice: no title of the item, never indexed. */
export const ADULT_METADATA: Metadata = {
  title: adultTexts.title,
  robots: { index: false, follow: false },
};
