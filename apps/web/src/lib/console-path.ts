/** The operator console's pages (/ops and below), which share nothing with the member site. */
export function isConsolePath(pathname: string | null | undefined): boolean {
  return pathname === '/ops' || Boolean(pathname?.startsWith('/ops/'));
}
