import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { installErrorHandler } from '#api/http/error-handler';
import { sendStoredObject } from '#api/http/stored-object';
import type { Delivered, DeliveryRequest, DeliveryService } from './delivery-service.ts';

const ZBase = z.object({
  contentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  token: z.string().min(1).max(120),
});
const ZVariant = ZBase.extend({ rendition: z.string().regex(/^[a-z][a-z0-9]{0,15}$/) });
const ZSegment = ZVariant.extend({ segment: z.string().max(40) });
const ZFrame = ZBase.extend({ file: z.string().regex(/^\d{1,4}\.jpg$/) });

/** Anything not delivered is absent: 404 in the error envelope, never cached. */
function send(reply: FastifyReply, delivered: Delivered) {
  if (delivered?.kind === 'text' || delivered?.kind === 'bytes') {
    return reply
      .header('content-type', delivered.contentType)
      .header('cache-control', delivered.cacheControl)
      .send(delivered.body);
  }
  return sendStoredObject(reply, delivered);
}

function requestOf(request: FastifyRequest, params: z.infer<typeof ZBase>): DeliveryRequest {
  return { contentId: params.contentId, token: params.token, session: request.cookies.token ?? '' };
}

/** HLS delivery routes (ADR 014) over the delivery service, which asks the access policy. */
export function mediaDeliveryPlugin(delivery: DeliveryService) {
  return async (app: FastifyInstance) => {
    installErrorHandler(app);
    const hide = { hide: true } as const;

    app.get(
      '/media/hls/:contentId/:token/master.m3u8',
      { schema: { ...hide, params: ZBase } },
      async (request, reply) => {
        const params = request.params as z.infer<typeof ZBase>;
        return send(reply, await delivery.master(requestOf(request, params)));
      },
    );

    app.get(
      '/media/hls/:contentId/:token/:rendition/index.m3u8',
      { schema: { ...hide, params: ZVariant } },
      async (request, reply) => {
        const params = request.params as z.infer<typeof ZVariant>;
        return send(
          reply,
          await delivery.variant({ ...requestOf(request, params), rendition: params.rendition }),
        );
      },
    );

    app.get(
      '/media/hls/:contentId/:token/:rendition/:segment',
      { schema: { ...hide, params: ZSegment } },
      async (request, reply) => {
        const params = request.params as z.infer<typeof ZSegment>;
        return send(
          reply,
          await delivery.segment({
            ...requestOf(request, params),
            rendition: params.rendition,
            segment: params.segment,
            range: request.headers.range,
          }),
        );
      },
    );

    app.get(
      '/media/hls/:contentId/:token/key',
      { schema: { ...hide, params: ZBase } },
      async (request, reply) => {
        const params = request.params as z.infer<typeof ZBase>;
        return send(reply, await delivery.key(requestOf(request, params)));
      },
    );

    app.get(
      '/media/frames/:contentId/:token/:file',
      { schema: { ...hide, params: ZFrame } },
      async (request, reply) => {
        const params = request.params as z.infer<typeof ZFrame>;
        return send(
          reply,
          await delivery.frame({
            ...requestOf(request, params),
            seq: Number.parseInt(params.file, 10),
            range: request.headers.range,
          }),
        );
      },
    );
  };
}
