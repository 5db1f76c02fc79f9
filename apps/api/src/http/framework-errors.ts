import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { requestDetails } from '@sogon/contract/messages/request';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

// Refusals that happen before a route is found, or before there is a request at all, answer in
// the envelope of api.md like every other: Fastify's own bodies (and Node's empty ones) would
// leave a client with nothing it knows how to read.

/**
 * A connection whose request Node could not parse (address or headers over the limit, broken
 * syntax, headers too slow). There is no request object yet: the answer is written on the socket.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already on its way must not be interleaved with a second one.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const refusal = connectionRefusal(error.code);
    const body = JSON.stringify(refusal.toBody());
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
    socket.destroySoon();
    return;
  }
  socket.destroy(error);
}

function connectionRefusal(code: string): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
      status: 431,
      detail: requestDetails.headersTooLarge,
    });
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new AppError('ERROR_REQUEST_TIMEOUT', { status: 408, detail: requestDetails.requestTimeout });
  }
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: requestDetails.malformedRequest });
}

/**
 * A path the router cannot read (bad percent-encoding) or a path parameter over its length limit;
 * a failing route constraint would be ours (we declare none that run asynchronously).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_ASYNC_CONSTRAINT') {
    request.log.error({ err: error }, 'route constraint failed');
    void reply.status(500).send(new AppError('ERROR_INTERNAL').toBody());
    return;
  }
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const refusal = new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
    status,
    detail: status === 414 ? requestDetails.headersTooLarge : requestDetails.malformedRequest,
  });
  void reply.status(refusal.status).send(refusal.toBody());
}

/**
 * Paths outside /api/live that nothing serves (with pages, nothing does; without media plugins,
 * /media paths do): a missing file under /media is a missing thing, anything else a wrong path.
 */
export function installNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (request, reply) => {
    const refusal = request.url.startsWith('/media/')
      ? new AppError('ERROR_CONTENT_NOT_EXIST', { detail: requestDetails.mediaNotFound })
      : new AppError('ERROR_API_PATH_WRONG');
    return reply.status(refusal.status).send(refusal.toBody());
  });
}
