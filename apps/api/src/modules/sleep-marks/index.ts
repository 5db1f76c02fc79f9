/**
 * The sleep-marks module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/sleep-marks`, never a file inside it.
 */
export { sleepMarksModule } from './module.ts';
