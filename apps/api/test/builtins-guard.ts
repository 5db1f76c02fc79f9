import { afterAll, beforeAll } from 'vitest';

/**
 * Test files of the `shared` project run one after another in one process. A file that adds an
 * enumerable property to a built-in prototype (drizzle-kit/api adds `Array.prototype.random`)
 * breaks code in later files that walks arrays or objects with `for…in`. fast-json-stringify's
 * nullable branches then fail to compile, and unrelated routes answer 500. So this setup file
 * fails the file that leaves such a property behind, and names it. That file belongs in
 * ISOLATED_TESTS (vitest.config.ts), where every file has a process of its own.
 */
const BUILT_INS = {
  'Array.prototype': Array.prototype,
  'Object.prototype': Object.prototype,
  'String.prototype': String.prototype,
  'Function.prototype': Function.prototype,
  'Number.prototype': Number.prototype,
} as const;

function enumerableAdditions(): string[] {
  const found: string[] = [];
  for (const [name, prototype] of Object.entries(BUILT_INS)) {
    for (const key in prototype) found.push(`${name}.${key}`);
  }
  return found;
}

let before = new Set<string>();
beforeAll(() => {
  before = new Set(enumerableAdditions());
});

afterAll(() => {
  const added = enumerableAdditions().filter((name) => !before.has(name));
  if (added.length > 0) {
    throw new Error(
      `this test file left enumerable properties on built-in prototypes (${added.join(', ')}); ` +
        'later files in its worker would break. List it in ISOLATED_TESTS (vitest.config.ts).',
    );
  }
});
