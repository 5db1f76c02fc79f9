import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Public media (demo audio, covers) from DATA_DIR/media with byte ranges and cache headers.
 * Protected HLS delivery replaces this for paid content in the media pipeline.
 */
export async function mediaPlugin(app: FastifyInstance, options: { root: string }): Promise<void> {
  mkdirSync(options.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/media/',
    decorateReply: false,
    acceptRanges: true,
    immutable: false,
    maxAge: '1d',
    index: false,
    list: false,
    dotfiles: 'deny',
  });
}
