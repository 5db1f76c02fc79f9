import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Maps every failure to the envelope of api.md. A client mistake (validation, bad JSON, wrong
 * content type, oversized body) is a 4xx with ERROR_REQUEST_PARAMETER_WRONG; only faults are 5xx.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toBody());
    }
    const clientStatus = error.statusCode && error.statusCode >= 400 && error.statusCode < 500;
    if (error.validation || clientStatus) {
      const status = error.validation ? 400 : (error.statusCode as number);
      request.log.info({ err: { code: error.code, message: error.message } }, 'bad request');
      const body = new AppError('ERROR_REQUEST_PARAMETER_WRONG').toBody();
      return reply.status(status === 429 ? 429 : status).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new AppError('ERROR_INTERNAL').toBody());
  });
}
