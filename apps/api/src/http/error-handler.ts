import { requestDetails } from '@sogon/contract/messages/request';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** What a person is told about a client mistake Fastify or a plugin found, by its code or status. */
function clientErrorDetail(error: FastifyError, status: number): string | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return requestDetails.bodyTooLarge;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415)
    return requestDetails.unsupportedMediaType;
  if (status === 416) return requestDetails.rangeNotSatisfiable;
  if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError)
    return requestDetails.malformedBody;
  return undefined;
}

/**
 * Maps every failure to the envelope of api.md. A client mistake (validation, bad JSON, wrong
 * content type, oversized body) is a 4xx with ERROR_REQUEST_PARAMETER_WRONG; only faults are 5xx.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.toBody());
    }
    const clientStatus = error.statusCode && error.statusCode >= 400 && error.statusCode < 500;
    if (error.validation || clientStatus) {
      const status = error.validation ? 400 : (error.statusCode as number);
      request.log.info({ err: { code: error.code, message: error.message } }, 'bad request');
      const detail = error.validation ? undefined : clientErrorDetail(error, status);
      const body = new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail }).toBody();
      // A plugin's own headers stay (a 416 says the file's size in Content-Range).
      const { headers } = error as FastifyError & { headers?: Record<string, string> };
      if (headers) reply.headers(headers);
      return reply.status(status === 429 ? 429 : status).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new AppError('ERROR_INTERNAL').toBody());
  });
}
