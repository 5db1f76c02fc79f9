/**
 * The media module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/media`, never a file inside it.
 */
export { createMediaCore } from './core.ts';
export { ENTITLEMENT_CACHE_MS } from './delivery-service.ts';
export { createOfflineLicences, OFFLINE_LICENCE_SEC } from './offline-licence.ts';
export type { MediaPipeline } from './pipeline.ts';
export { playUrl } from './play-url.ts';
export { previewSegmentCount } from './preview-playlist.ts';
export type { MediaJobRow } from './repository.ts';
export { createMediaRepository, toMediaJob } from './repository.ts';
export type { StreamScope } from './stream-token.ts';
