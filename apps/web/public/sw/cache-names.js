/**
 * The caches of 소곤's service worker, one place for their names (issue 21). Two kinds:
 *
 * - Build caches end in the site's version (the `v` of /sw.js?v=…, the web build's digest): the
 *   app shell (the offline page and its assets) and Next's hashed static files as pages use them.
 *   A new version brings new ones, and activating it deletes the old ones.
 * - Durable caches carry a version of their own format and outlive site updates (what a listener
 *   saves on purpose, such as episodes kept for offline listening). Add them to DURABLE; activate
 *   deletes any `sogon-` cache that is neither current nor listed there.
 */
(() => {
  const PREFIX = 'sogon-';
  const version = new URL(self.location.href).searchParams.get('v') || 'dev';

  const BUILD = {
    shell: `${PREFIX}shell-${version}`,
    static: `${PREFIX}static-${version}`,
  };

  /** Caches kept across versions; a format change bumps the name's own version. */
  const DURABLE = { episodes: `${PREFIX}episodes-v1` };

  /** Names of this worker's caches that a newer or older worker left behind. */
  const stale = (names) => {
    const keep = new Set([...Object.values(BUILD), ...Object.values(DURABLE)]);
    return names.filter((name) => name.startsWith(PREFIX) && !keep.has(name));
  };

  self.sogon = { ...self.sogon, version, caches: { PREFIX, BUILD, DURABLE, stale } };
})();
