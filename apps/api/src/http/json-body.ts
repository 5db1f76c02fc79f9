import { requestDetails } from '@sogon/contract/messages/request';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { type JsonShapeLimits, jsonShape } from './json-shape.ts';

/**
 * How deep and how wide a JSON body may be (ADR 060). The deepest body a route takes nests 3
 * deep and the widest holds about a thousand values (the offline check's 1,000 episode ids);
 * a route-table test keeps every route's body inside these limits.
 */
export const JSON_BODY_LIMITS: JsonShapeLimits = { maxDepth: 64, maxValues: 10_000 };

/**
 * Parsed bodies whose text held no control character anywhere (no escape or raw DEL that could
 * make one): the validator's control-character walk has nothing to find in them (validator.ts).
 */
const textWithoutControlCharacters = new WeakSet<object>();

/** Whether `body` came from a JSON text that holds no control character in any key or string. */
export function parsedWithoutControlCharacters(body: unknown): boolean {
  return typeof body === 'object' && body !== null && textWithoutControlCharacters.has(body);
}

/**
 * The application/json parser: one bounded pass over the text (depth, value count, control
 * characters; json-shape.ts) refuses a body nested past 64 or holding more than 10,000 values
 * with 400 ERROR_REQUEST_PARAMETER_WRONG before JSON.parse runs; then Fastify's own parser
 * (prototype-poisoning checks included). A write that carries nothing but says application/json
 * (some HTTP clients always send the header) is a request without a body, not malformed JSON.
 */
export function installJsonBodyParser(
  app: FastifyInstance,
  limits: JsonShapeLimits = JSON_BODY_LIMITS,
): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') {
      done(null, undefined);
      return;
    }
    const shape = jsonShape(text, limits);
    if (shape.kind !== 'ok') {
      const detail =
        shape.kind === 'too-deep' ? requestDetails.bodyTooDeep : requestDetails.bodyTooManyValues;
      done(new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail }), undefined);
      return;
    }
    if (shape.controlCharacters) {
      parseJson(request, text, done);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (!error && typeof parsed === 'object' && parsed !== null) textWithoutControlCharacters.add(parsed);
      done(error, parsed);
    });
  });
}
