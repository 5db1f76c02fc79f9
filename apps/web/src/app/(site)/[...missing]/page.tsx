import { notFound } from 'next/navigation';

/**
 * Every address no other page takes (a banner or a notice linking to a page that does not exist)
 * answers the not-found page through this route rather than through Next.js's built-in one.
 *
 * Why: a <Link> in view is prefetched. For an address no route matches, Next.js answers the
 * prefetch with its prerendered 404, and its router, seeing a response that is not ok, drops it
 * without reading or cancelling the body. Chromium keeps a fetch whose body was never read open,
 * so the page that shows such a link never becomes network-idle. With this route every address matches a dynamic page: its prefetch is the route
 * tree, answered 200 and read like any other, and only a visit renders notFound() (status 404).
 */
export const dynamic = 'force-dynamic';

export default function MissingPage(): never {
  notFound();
}
