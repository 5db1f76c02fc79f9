/**
 * The gallery module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/gallery`, never a file inside it.
 */
export { galleryImageUrl } from './image-url.ts';
export { createGalleryRepository } from './repository.ts';
export type { GalleryService } from './service.ts';
