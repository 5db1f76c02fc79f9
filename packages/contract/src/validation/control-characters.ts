import { z } from 'zod';

// No field anyone types into holds NUL or another control character, and PostgreSQL refuses
// NUL in text outright: every string the API takes in passes this rule before its schema runs.
// Line breaks and tabs are text only in fields made for several lines (comments, posts,
// descriptions, script files), which their schema marks with `multiline`.

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/** Where the first control character (C0 or DEL) of `text` is, or -1; `multiline` lets \t \n \r through. */
export function controlCharacterAt(text: string, options: { multiline?: boolean } = {}): number {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === DELETE) return index;
    if (code >= 0x20) continue;
    const lineBreakOrTab = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
    if (!(options.multiline && lineBreakOrTab)) return index;
  }
  return -1;
}

export function hasControlCharacter(text: string, options: { multiline?: boolean } = {}): boolean {
  return controlCharacterAt(text, options) !== -1;
}

/**
 * Schemas of multi-line text. Zod keeps registry entries across `.max()`, `.trim()` and
 * `.describe()` (they are the marked schema's children), so a mark may sit anywhere in the chain.
 */
const multilineText = z.registry<{ multiline: true }>();

/** Marks a string schema as multi-line text: line breaks and tabs are allowed in it. */
export function multiline<T extends z.ZodType>(schema: T): T {
  multilineText.add(schema, { multiline: true });
  return schema;
}

/** The parts of zod's schema definitions the walk below reads. */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

/** What a value may be checked against: the schemas behind wrappers, unions and pipes. */
interface Candidates {
  schemas: z.ZodType[];
  multiline: boolean;
}

/** The schemas a wrapper, union or pipe hands its input to; none for any other schema. */
function innerSchemas(def: SchemaDef): (z.ZodType | undefined)[] {
  if (WRAPPERS.has(def.type)) return [def.innerType];
  if (def.type === 'lazy') return [def.getter?.()];
  if (def.type === 'union') return [...(def.options ?? [])];
  if (def.type === 'intersection') return [def.left, def.right];
  if (def.type === 'pipe') {
    // z.preprocess(fn, schema) is a pipe from a transform: the input meets the schema after it.
    const first = def.in ? defOf(def.in).type : '';
    return [first === 'transform' ? def.out : def.in];
  }
  return [];
}

function expand(schemas: readonly (z.ZodType | undefined)[]): Candidates {
  const found: Candidates = { schemas: [], multiline: false };
  const seen = new Set<z.ZodType>();
  const visit = (schema: z.ZodType | undefined): void => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    if (multilineText.get(schema)?.multiline) found.multiline = true;
    const inner = innerSchemas(defOf(schema));
    if (inner.length === 0) found.schemas.push(schema);
    for (const next of inner) visit(next);
  };
  for (const schema of schemas) visit(schema);
  return found;
}

function childSchemas(candidates: Candidates, key: string | number): z.ZodType[] {
  const children: z.ZodType[] = [];
  for (const schema of candidates.schemas) {
    const def = defOf(schema);
    if (def.type === 'object' && typeof key === 'string') {
      const field = def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : def.catchall;
      if (field) children.push(field);
    } else if (def.type === 'record' && def.valueType) {
      children.push(def.valueType);
    } else if (def.type === 'array' && def.element) {
      children.push(def.element);
    } else if (def.type === 'tuple') {
      const item = typeof key === 'number' ? def.items?.[key] : undefined;
      if (item) children.push(item);
      else if (def.rest) children.push(def.rest);
    }
  }
  return children;
}

/** The declared field names of an object schema (request headers are checked only where declared). */
export function declaredKeys(schema: z.ZodType | undefined): string[] {
  const keys = new Set<string>();
  for (const candidate of expand([schema]).schemas) {
    const shape = defOf(candidate).shape;
    if (shape) for (const key of Object.keys(shape)) keys.add(key);
  }
  return [...keys];
}

/**
 * A plain object: a parsed JSON body or form, or a query (its parser makes objects whose
 * prototype has none, for speed). Buffers, streams and other class instances are not text.
 */
function isRecord(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/** A value the walk below has still to look at, and where it sits (its path is built only when needed). */
interface Pending {
  input: unknown;
  schemas: readonly z.ZodType[];
  parent: Pending | null;
  /** Its key in the parent object or index in the parent array; null for the value itself. */
  key: string | number | null;
}

const NO_SCHEMAS: readonly z.ZodType[] = [];
const NO_CANDIDATES: Candidates = { schemas: [], multiline: false };
/** expand() of one schema, kept: the walk asks for the same few schemas once per value. */
const expandedOne = new WeakMap<z.ZodType, Candidates>();

function candidatesOf(schemas: readonly z.ZodType[]): Candidates {
  if (schemas.length === 0) return NO_CANDIDATES;
  if (schemas.length > 1) return expand(schemas);
  const [schema] = schemas as [z.ZodType];
  let found = expandedOne.get(schema);
  if (!found) {
    found = expand(schemas);
    expandedOne.set(schema, found);
  }
  return found;
}

function pathOf(pending: Pending): string {
  const keys: Array<string | number> = [];
  for (let at: Pending | null = pending; at && at.key !== null; at = at.parent) keys.push(at.key);
  let path = '';
  for (let index = keys.length - 1; index >= 0; index -= 1) {
    const key = keys[index] as string | number;
    path = typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
  }
  return path;
}

/**
 * The path of the first string in `value` (or key of an object in it) holding a control
 * character its place in `schema` does not allow ('' for `value` itself), or null. Strings,
 * arrays and plain objects; anything else (numbers, files, streams) has no text to check.
 * The walk keeps its own stack (depth-first, in document order), so no nesting overflows it.
 */
export function findControlCharacter(value: unknown, schema?: z.ZodType): string | null {
  const stack: Pending[] = [
    { input: value, schemas: schema ? [schema] : NO_SCHEMAS, parent: null, key: null },
  ];
  for (let pending = stack.pop(); pending; pending = stack.pop()) {
    const { input, key } = pending;
    if (typeof key === 'string' && hasControlCharacter(key)) return pathOf(pending);
    if (typeof input === 'string') {
      if (hasControlCharacter(input, { multiline: candidatesOf(pending.schemas).multiline }))
        return pathOf(pending);
      continue;
    }
    if (typeof input !== 'object' || input === null) continue;
    const candidates = candidatesOf(pending.schemas);
    if (Array.isArray(input)) {
      for (let index = input.length - 1; index >= 0; index -= 1) {
        stack.push({
          input: input[index],
          schemas: childSchemas(candidates, index),
          parent: pending,
          key: index,
        });
      }
      continue;
    }
    if (!isRecord(input)) continue;
    const keys = Object.keys(input);
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const childKey = keys[index] as string;
      const child = (input as Record<string, unknown>)[childKey];
      stack.push({
        input: child,
        schemas: childSchemas(candidates, childKey),
        parent: pending,
        key: childKey,
      });
    }
  }
  return null;
}
