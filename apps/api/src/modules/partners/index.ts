/**
 * The partners module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/partners`, never a file inside it.
 */
export { ACCESS_LOG_RETENTION_DEFAULT_DAYS, partnerJobs } from './jobs.ts';
