import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The sound bed's code (generators, recipes, mixer, panel) is a chunk of its own: the player and
// its full view reach it only through a dynamic import(), when the listener opens 배경 소리 or
// plays with a bed left on. Static imports from them must never reach it.

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BED_CODE = ['lib/sound-bed/noise.ts', 'lib/sound-bed/sounds.ts', 'lib/sound-bed/mixer.ts'].map((file) =>
  path.join(WEB_SRC, file),
);

/** Files reached from `entry` by static value imports (`import()` and `import type` left out). */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gms,
    )) {
      const specifier = match[2]!;
      if (match[1] || !(specifier.startsWith('.') || specifier.startsWith('@web/'))) continue;
      const base = specifier.startsWith('@web/')
        ? path.join(WEB_SRC, specifier.slice(5))
        : path.resolve(path.dirname(file), specifier);
      const next = [base, `${base}.ts`, `${base}.tsx`].find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
      );
      if (next) queue.push(next);
    }
  }
  return seen;
}

describe("the sound bed's chunk", () => {
  it.each([
    'components/player/PlayerRuntime.tsx',
    'components/player/FullPlayer.tsx',
    'components/player/SoundBedToggle.tsx',
    'lib/player/create-engine.ts',
  ])('is not reached statically from %s', (entry) => {
    const files = reached(path.join(WEB_SRC, entry));
    expect(files.size).toBeGreaterThan(1);
    expect(BED_CODE.filter((file) => files.has(file))).toEqual([]);
  });

  it('is reached from the panel that loads with it', () => {
    const files = reached(path.join(WEB_SRC, 'components/player/SoundBedPanel.tsx'));
    expect(BED_CODE.every((file) => files.has(file))).toBe(true);
  });
});
