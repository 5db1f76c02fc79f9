import client from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), all prefixed `sogon_`: one registry per
 * process, served at /metrics behind METRICS_TOKEN (http/metrics-route.ts). Counters count what
 * committed, once (a retried idempotency key counts nothing), so they move with the ledger.
 * Gauges read at scrape time (pool, queue depth) are collected by the route, per app.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'sogon_' });

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new client.Histogram({
  name: 'sogon_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status; _count is the request count',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});

export const dbQueryDuration = new client.Histogram({
  name: 'sogon_db_query_duration_seconds',
  help: 'PostgreSQL query time as the pool client saw it, by pool',
  labelNames: ['pool'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

export const jobDuration = new client.Histogram({
  name: 'sogon_job_duration_seconds',
  help: 'Job runs by queue and outcome (completed or failed; a failed run may be retried)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800],
  registers: [registry],
});

export const transcodes = new client.Counter({
  name: 'sogon_transcodes_total',
  help: 'Transcode runs by outcome: published, retrying (a try failed, another follows) or failed (gave up)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const signUps = new client.Counter({
  name: 'sogon_signups_total',
  help: 'Members joined, by provider (email or a social login)',
  labelNames: ['provider'] as const,
  registers: [registry],
});

export const identityVerifications = new client.Counter({
  name: 'sogon_identity_verifications_total',
  help: 'Identity verifications completed, by provider',
  labelNames: ['provider'] as const,
  registers: [registry],
});

export const payments = new client.Counter({
  name: 'sogon_payments_total',
  help: 'Payment notifications by outcome: paid (credited), failed (declined), rejected (refused by us), chargeback (cancelled by the gateway after the fact)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const paymentsWon = new client.Counter({
  name: 'sogon_payments_won_total',
  help: 'Won of the payments credited',
  registers: [registry],
});

export const heartsCharged = new client.Counter({
  name: 'sogon_hearts_charged_total',
  help: 'Hearts credited by payments, by part (paid, or the bonus of the package)',
  labelNames: ['part'] as const,
  registers: [registry],
});

export const heartsSpent = new client.Counter({
  name: 'sogon_hearts_spent_total',
  help: 'Hearts spent, by what on (unlock, gallery, subscription)',
  labelNames: ['on'] as const,
  registers: [registry],
});

export const heartsExpired = new client.Counter({
  name: 'sogon_hearts_expired_total',
  help: 'Bonus hearts expired',
  registers: [registry],
});

export const unlocks = new client.Counter({
  name: 'sogon_unlocks_total',
  help: 'Playlist unlocks (episodes or a bundle) that went through',
  registers: [registry],
});

export const playtimeReports = new client.Counter({
  name: 'sogon_playtime_reports_total',
  help: 'Playtime reports accepted (each report of a batch counts)',
  registers: [registry],
});
