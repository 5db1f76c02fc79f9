// The load balancer of `npm run cluster`: HAProxy's configuration for N servers on this machine,
// and HAProxy itself, installed from Debian's packages when missing.
import { spawnSync } from 'node:child_process';

/** Health checks: every second; two failures take a server out, two successes bring it back. */
export const CHECK = { interMs: 1000, fall: 2, rise: 2 };
/**
 * How long a server answers 503 on its health routes before closing its listener on SIGTERM
 * (SHUTDOWN_DRAIN_MS): the checks' fall × interval, plus one interval for a check under way and
 * one for requests HAProxy had already sent it.
 */
export const DRAIN_MS = (CHECK.fall + 2) * CHECK.interMs;
/** The route the checks ask: liveness without the database (503 while the server drains). */
export const CHECK_PATH = '/api/live/health/live';
/** Resumable studio uploads (tus): long requests, and never retried by the balancer. */
export const UPLOAD_PATH = '/api/live/v1/studio/uploads';
/**
 * Playtime reports: a listener's open play and its report window live in one server's memory
 * (apps/api/src/modules/playback/plays.ts), so one listener's reports go to one server, chosen by
 * a consistent hash of who is listening (the session token, else the browser's x-uuid, else the
 * address). A server that leaves moves only its own listeners, whose open plays are lost (their
 * listening counted up to the last report, their curve's end never written).
 */
export const PLAYTIME_PATH = '/api/live/v2/content/playtime';

/**
 * The configuration: round robin over `servers` ({ name, port } on 127.0.0.1) with HTTP health
 * checks, X-Forwarded-For for the servers (which trust loopback proxies), and retries: a
 * connection that fails is retried on another server for any method (nothing reached a server);
 * an empty answer or a response timeout only for idempotent methods.
 */
export function haproxyConfig({ port, servers }) {
  const serverLines = servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`);
  const backend = (name, extra = [], balance = 'roundrobin') => [
    `backend ${name}`,
    `  balance ${balance}`,
    '  option httpchk',
    `  http-check send meth GET uri ${CHECK_PATH} ver HTTP/1.1 hdr Host localhost`,
    '  http-check expect status 200',
    `  default-server inter ${CHECK.interMs} fastinter ${CHECK.interMs} downinter ${CHECK.interMs} fall ${CHECK.fall} rise ${CHECK.rise}`,
    ...extra,
    ...serverLines,
    '',
  ];
  return [
    'global',
    '  maxconn 4096',
    '  log stdout format raw local0 notice',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlognull',
    '  option forwardfor',
    '  option redispatch 1',
    '  retries 3',
    '  retry-on conn-failure empty-response response-timeout',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    '',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    // Writes are retried only when they never reached a server (conn-failure, always allowed).
    '  http-request disable-l7-retry unless { method GET HEAD OPTIONS PUT DELETE TRACE }',
    `  use_backend uploads if { path_beg ${UPLOAD_PATH} }`,
    `  use_backend plays if { path_beg ${PLAYTIME_PATH} }`,
    '  default_backend servers',
    '',
    ...backend('servers'),
    ...backend(
      'plays',
      [
        '  http-request set-var(txn.listener) req.fhdr(token) if { req.fhdr(token) -m found }',
        '  http-request set-var(txn.listener) req.fhdr(x-uuid) if !{ var(txn.listener) -m found } { req.fhdr(x-uuid) -m found }',
        '  http-request set-var(txn.listener) src if !{ var(txn.listener) -m found }',
        '  hash-type consistent',
      ],
      'hash var(txn.listener)',
    ),
    ...backend('uploads', ['  timeout server 10m', '  http-request disable-l7-retry']),
  ].join('\n');
}

/** Whether `command args` runs and exits 0. */
export function has(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/** HAProxy from Debian's packages; installed here when missing and running as root. */
export function ensureHaproxy(say) {
  if (has('haproxy', ['-v'])) return;
  if (process.getuid?.() !== 0) {
    console.error('[cluster] HAProxy is not installed: install it (sudo apt-get install haproxy) and retry.');
    process.exit(1);
  }
  say('installing HAProxy (apt-get install haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'haproxy'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      console.error(`[cluster] apt-get ${args.join(' ')} failed: install haproxy and retry.`);
      process.exit(1);
    }
  }
}
