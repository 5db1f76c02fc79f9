import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to an address an operator typed (a banner, the home popup, an event's 참여하기): it may
 * lead to a page that does not exist, so the router does not prefetch it.
 *
 * Why: a <Link> in view is prefetched. For an address no route matches, the server answers the
 * prefetch with its prerendered 404, and the Next.js router, seeing a response that is not ok,
 * drops it without reading or cancelling the body. Chromium keeps a fetch whose body was never
 * read open, so the page showing the link never became network-idle (issue 36, decision 064).
 * The site's pages are dynamic, so a prefetch would only have fetched the route tree: the visit
 * costs one round trip more, nothing else.
 */
export function OperatorLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />;
}
