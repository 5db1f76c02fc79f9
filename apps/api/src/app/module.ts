import type { FastifyInstance } from 'fastify';
import type { ApiApp } from '#api/http/types';
import type { PeriodicJob } from '#api/jobs/job-system';
import type { Kernel } from './kernel.ts';

/** A plugin that serves protected media outside /api/live after its own access decision. */
export type MediaPlugin = (app: FastifyInstance) => Promise<void>;

/** What a module hands the composition (ADR 031): every part optional, one shape for all. */
export interface ModuleParts<Exports extends object> {
  /** Services other code (main, the seeds, tests) reaches as `app.services.<name>`. */
  exports: Exports;
  /** Declares the module's routes under /api/live. */
  routes?: (api: ApiApp) => void;
  /** Media served outside /api/live (HLS, keys, gallery images). */
  mediaPlugins?: readonly MediaPlugin[];
  /**
   * Work before the job system starts and the site answers (a data step of a migration that
   * needs a server key, ADR 046). Every server runs it at every start: it must be idempotent.
   */
  start?: () => Promise<void>;
  /**
   * The module's periodic jobs (ADR 028, 072): the composition declares every module's on the one
   * job system before it starts, and the cluster runs each once per tick of its cron.
   */
  jobs?: (context: JobContext) => readonly PeriodicJob[];
}

/** What the composition hands a module's jobs. */
export interface JobContext {
  /** The application's log (`[sogon] …` in production). */
  log: (line: string) => void;
}

export interface AppModule<Name extends string, Exports extends object> {
  name: Name;
  build: (kernel: Kernel) => ModuleParts<Exports>;
}

/** A module: a name and how it builds itself from the kernel. */
export function defineModule<const Name extends string, Exports extends object>(
  name: Name,
  build: (kernel: Kernel) => ModuleParts<Exports>,
): AppModule<Name, Exports> {
  return { name, build };
}
