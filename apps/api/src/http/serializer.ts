import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod
 * response schema: only declared fields reach the wire (a stray column never leaks), and it is
 * several times cheaper than re-validating every answer with zod before JSON.stringify.
 *
 * Fastify asks for every route's serializers when the server gets ready; each one is compiled on
 * its first answer instead, so a start does not convert and compile a few hundred schemas before
 * it listens (ADR 057). `compileResponseSerializer` is the eager form, for checking them all.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | null = null;
  return (data) => {
    serialize ??= compileResponseSerializer(schema);
    return serialize(data);
  };
};

/** The serializer of one response schema, compiled now. */
export function compileResponseSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
