import { routes } from '@sogon/contract/routes/table';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_BODY_LIMITS } from './json-body.ts';
import { jsonShape } from './json-shape.ts';

const limits = { maxDepth: 4, maxValues: 10 };

describe('jsonShape', () => {
  it('counts depth and values of a text that parses', () => {
    expect(jsonShape('1', limits)).toEqual({ kind: 'ok', depth: 0, values: 1, controlCharacters: false });
    expect(jsonShape('{"a":[1,2,{"b":"]["}],"c":{}}', limits)).toMatchObject({
      kind: 'ok',
      depth: 3,
      values: 7,
    });
    expect(jsonShape('[[[[]]]]', limits)).toMatchObject({ kind: 'ok', depth: 4 });
  });

  it('refuses at the first level or value past a limit, however long the rest', () => {
    expect(jsonShape('[[[[[]]]]]', limits)).toEqual({ kind: 'too-deep' });
    expect(jsonShape(`${'['.repeat(1_000_000)}`, limits)).toEqual({ kind: 'too-deep' });
    // The array and its nine separators: ten.
    expect(jsonShape('[1,2,3,4,5,6,7,8,9,10]', limits)).toMatchObject({ kind: 'ok', values: 10 });
    expect(jsonShape('[1,2,3,4,5,6,7,8,9,10,11]', limits)).toEqual({ kind: 'too-many-values' });
    expect(jsonShape(`[${'{},'.repeat(1_000_000)}{}]`, limits)).toEqual({ kind: 'too-many-values' });
  });

  it('ignores brackets, commas and escaped quotes inside strings', () => {
    expect(jsonShape('["[[[[[,,,,,,,,,,,", "\\"[[[[[["]', limits)).toMatchObject({
      kind: 'ok',
      depth: 1,
      values: 2,
    });
  });

  it('tells whether a string can hold a control character: an escape of one, or a raw DEL', () => {
    const can = (text: string) =>
      (jsonShape(text, limits) as { controlCharacters: boolean }).controlCharacters;
    expect(can('{"a":"plain 한글 \\" \\\\ \\/ \\u00e9 \\u0020 \\u1000"}')).toBe(false);
    for (const sequence of ['\\n', '\\r', '\\t', '\\b', '\\f', '\\u0000', '\\u001B', '\\u001f', '\\u007F']) {
      expect(can(`["${sequence}"]`), sequence).toBe(true);
      expect(can(`{"${sequence}":1}`), sequence).toBe(true);
    }
    expect(can('["\u007f"]')).toBe(true);
    // Outside strings a tab or line break is whitespace, not text.
    expect(can('{\n\t"a": 1\r\n}')).toBe(false);
  });
});

type JsonSchema = Record<string, unknown> & {
  type?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
};

/** The most values (containers plus items, each counted once) a body of this schema holds. */
function mostValues(schema: JsonSchema): number {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return Math.max(...options.map(mostValues));
  if (schema.allOf) return schema.allOf.reduce((sum, part) => sum + mostValues(part), 0);
  if (schema.type === 'array')
    return 1 + (schema.maxItems ?? Number.POSITIVE_INFINITY) * mostValues(schema.items ?? {});
  if (schema.type === 'object') {
    if (typeof schema.additionalProperties === 'object') return Number.POSITIVE_INFINITY;
    return 1 + Object.values(schema.properties ?? {}).reduce((sum, field) => sum + 1 + mostValues(field), 0);
  }
  return 1;
}

function deepest(schema: JsonSchema): number {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) return Math.max(...options.map(deepest));
  if (schema.type === 'array') return 1 + deepest(schema.items ?? {});
  if (schema.type === 'object')
    return 1 + Math.max(0, ...Object.values(schema.properties ?? {}).map(deepest));
  return 0;
}

describe('every JSON body of the route table fits the parser limits', () => {
  const bodies = Object.values(routes as unknown as Record<string, Record<string, Record<string, unknown>>>)
    .flatMap((table) => Object.values(table))
    .filter((route) => route.body && !route.consumes && !route.upload);

  it.each(bodies.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    const schema = z.toJSONSchema(route.body as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    // A route with an unbounded array or record would be refused past the limit: bound it in its schema.
    expect(mostValues(schema)).toBeLessThanOrEqual(JSON_BODY_LIMITS.maxValues / 4);
    expect(deepest(schema)).toBeLessThanOrEqual(JSON_BODY_LIMITS.maxDepth / 4);
  });
});
