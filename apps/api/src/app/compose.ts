import type { FastifyRequest } from 'fastify';
import type { Db } from '#api/db/client';
import type { ReadSide } from '#api/db/replica/read-side';
import { installLargeBodySessionCheck } from '#api/http/anonymous-body-limit';
import { installReadYourWrites } from '#api/http/read-your-writes';
import type { ApiApp } from '#api/http/types';
import { declarePeriodicJobs } from '#api/jobs/periodic-jobs';
import { OPS_COOKIE } from '#api/modules/ops';
import { createAppMetrics } from '#api/observability/app-metrics';
import { createKernel, type Kernel } from './kernel.ts';
import type { AppModule, ModuleParts } from './module.ts';
import { MODULES } from './modules.ts';
import type { AppSettings } from './settings.ts';

/**
 * The session a request names before its large body is read (ADR 060): the member's token, else
 * the console cookie; a dead one is refused as the route would refuse it.
 */
async function requireNamedSession(kernel: Kernel, request: FastifyRequest): Promise<void> {
  const opsToken = request.cookies?.[OPS_COOKIE];
  if (request.ctx.token) {
    try {
      await kernel.sessions.member(request.ctx);
      return;
    } catch (error) {
      if (!opsToken) throw error;
    }
  }
  if (opsToken) await kernel.console.signedIn(opsToken);
}

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;
type ExportsOf<M> = M extends AppModule<string, infer E> ? E : never;

/** What main.ts, tests and benchmarks reach: the kernel's shared parts and every module's exports. */
export type Services = Kernel & UnionToIntersection<ExportsOf<(typeof MODULES)[number]>>;

/**
 * The application from its settings (ADR 031): the kernel, then every module of MODULES built from
 * it. `routes` declares them all under /api/live, `mediaPlugins` serve media outside it, and
 * `start` / `stop` run the job system with the cluster's periodic jobs.
 */
export function composeApp(
  db: Db,
  settings: AppSettings,
  options: { log?: (line: string) => void; reads?: ReadSide } = {},
) {
  const log = options.log ?? ((line: string) => console.log(`[sogon] ${line}`));
  const kernel = createKernel(db, settings, options.reads);
  const parts: ModuleParts<object>[] = MODULES.map((module) => module.build(kernel));
  const services = Object.assign({}, kernel, ...parts.map((part) => part.exports)) as Services;
  /** The cluster's periodic jobs: each module declares its own (ADR 072). */
  const periodicJobs = () => parts.flatMap((part) => part.jobs?.({ log }) ?? []);
  return {
    services,
    /** Prometheus metrics of this app (served at /metrics with METRICS_TOKEN). */
    metrics: createAppMetrics({ pools: { primary: db.$client }, jobs: kernel.jobs }),
    routes: (api: ApiApp) => {
      installReadYourWrites(api, { replica: kernel.readSide.replica ?? null, sessions: kernel.sessions });
      installLargeBodySessionCheck(api, (request) => requireNamedSession(kernel, request));
      for (const part of parts) part.routes?.(api);
    },
    mediaPlugins: parts.flatMap((part) => part.mediaPlugins ?? []),
    periodicJobs,
    /** Runs the modules' start-up steps, declares the cluster's periodic jobs and starts the job system. */
    async start() {
      for (const part of parts) await part.start?.();
      declarePeriodicJobs(kernel.jobs, periodicJobs());
      await kernel.jobs.start();
    },
    /** Flushes the playback buffer, stops the job system and closes the storage. */
    async stop() {
      await kernel.playback.stop();
      await kernel.jobs.stop();
      await kernel.changes.close();
      await kernel.memberChanges.close();
      kernel.media.closeStorage();
      if (kernel.mailTransport.kind === 'smtp') kernel.mailTransport.close();
    },
  };
}

export type App = ReturnType<typeof composeApp>;
