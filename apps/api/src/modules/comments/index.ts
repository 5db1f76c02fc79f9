/**
 * The comments module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/comments`, never a file inside it.
 */

export { registerNestedCommentRoutes } from './nested-routes.ts';
export { createCommentRepository } from './repository.ts';
export type { CommentService, CommentTarget } from './service.ts';
export { createCommentService } from './service.ts';
