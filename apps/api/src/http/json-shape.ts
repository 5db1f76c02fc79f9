/**
 * One pass over a JSON text before it is parsed: how deep its arrays and objects nest, how many
 * values it holds, and whether any string in it (key or value) can hold a control character.
 * A loop over the characters with counters, no recursion and no allocation, that stops at the
 * first limit passed: a body nested 9,000 deep or made of 330,000 empty objects costs as much
 * as the prefix that passes a limit, not as much as the body.
 *
 * The text is not validated here (JSON.parse does that after); on malformed text the counts may
 * be off, which only matters if the text parses, and a text that parses is counted exactly.
 */

export interface JsonShapeLimits {
  /** Arrays and objects open at once, the outermost included. */
  maxDepth: number;
  /** Arrays and objects opened plus the separators between their items (about one per value). */
  maxValues: number;
}

export type JsonShape =
  | { kind: 'ok'; depth: number; values: number; controlCharacters: boolean }
  | { kind: 'too-deep' }
  | { kind: 'too-many-values' };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const DELETE = 0x7f;
const LETTER_U = 0x75;

/** `\b \f \n \r \t` stand for control characters; `\" \\ \/` do not. */
const CONTROL_ESCAPES = new Set([0x62, 0x66, 0x6e, 0x72, 0x74]);

/** The value of a hex digit, or -1. */
function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/** Whether the four hex digits at `at` name a C0 control character or DEL (`\u0000`-`\u001f`, `\u007f`). */
function escapesControlCharacter(text: string, at: number): boolean {
  if (text.charCodeAt(at) !== 0x30 || text.charCodeAt(at + 1) !== 0x30) return false;
  const high = hexValue(text.charCodeAt(at + 2));
  const low = hexValue(text.charCodeAt(at + 3));
  if (high < 0 || low < 0) return false;
  const code = high * 16 + low;
  return code < 0x20 || code === DELETE;
}

/**
 * The nesting depth and value count of `text`, or which limit it passes first.
 * `controlCharacters` is false only when no string of the parsed value can hold a C0 control
 * character or DEL: JSON forbids them raw inside strings (JSON.parse refuses those), so only an
 * escape or a raw DEL can put one there.
 */
export function jsonShape(text: string, limits: JsonShapeLimits): JsonShape {
  const { maxDepth, maxValues } = limits;
  let depth = 0;
  let deepest = 0;
  let values = 0;
  let controlCharacters = false;
  let inString = false;
  const length = text.length;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === QUOTE) inString = false;
      else if (code === BACKSLASH) {
        index += 1;
        const escaped = text.charCodeAt(index);
        if (escaped === LETTER_U) {
          if (!controlCharacters && escapesControlCharacter(text, index + 1)) controlCharacters = true;
          index += 4;
        } else if (CONTROL_ESCAPES.has(escaped)) controlCharacters = true;
      } else if (code === DELETE) controlCharacters = true;
      continue;
    }
    if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > maxDepth) return { kind: 'too-deep' };
      if (depth > deepest) deepest = depth;
      values += 1;
      if (values > maxValues) return { kind: 'too-many-values' };
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    } else if (code === COMMA) {
      values += 1;
      if (values > maxValues) return { kind: 'too-many-values' };
    }
  }
  return { kind: 'ok', depth: deepest, values: Math.max(values, 1), controlCharacters };
}
