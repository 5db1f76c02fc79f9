import Link from 'next/link';

export interface NavLink {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/**
 * Tabs that are addresses (이벤트's 진행 중/종료, the ranking filters): a named <nav> of links,
 * the current one marked aria-current="page". Plain links, so each view has its own URL and
 * works without JavaScript; the page does not scroll back to the top when one is chosen.
 */
export function NavLinks({
  label,
  links,
  listClassName,
  linkClassName,
}: {
  label: string;
  links: readonly NavLink[];
  listClassName?: string;
  linkClassName?: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              className={linkClassName}
              aria-current={link.current ? 'page' : undefined}
              scroll={false}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
