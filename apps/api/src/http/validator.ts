import { requestDetails } from '@sogon/contract/messages/request';
import { declaredKeys, findControlCharacter } from '@sogon/contract/validation/control-characters';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { parsedWithoutControlCharacters } from './json-body.ts';

/**
 * The route schemas' validator, with the control-character rule in front of every schema
 * (query, params, body, headers): a NUL or escape character is refused as a parameter error
 * before zod or any handler sees the input, so new routes get the rule without asking for it.
 * Request headers are checked only where the schema names them; the section-7 headers are
 * checked when the request context is read (request-guards.ts). A JSON body whose text held no
 * escape or DEL that could make a control character is not walked again (json-body.ts).
 */
export const validatorWithTextRule: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const schema = route.schema;
  const headerKeys = route.httpPart === 'headers' ? declaredKeys(schema) : null;
  const isBody = route.httpPart === 'body';
  return (data: unknown) => {
    if (isBody && parsedWithoutControlCharacters(data)) return validate(data);
    const input = headerKeys ? pick(data, headerKeys) : data;
    const field = findControlCharacter(input, schema);
    if (field !== null) {
      return {
        error: new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
          detail: requestDetails.controlCharacter(field || (route.httpPart ?? 'body')),
        }),
      };
    }
    return validate(data);
  };
};

function pick(data: unknown, keys: readonly string[]): Record<string, unknown> {
  const source = (data ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    keys.filter((key) => Object.hasOwn(source, key)).map((key) => [key, source[key]]),
  );
}
