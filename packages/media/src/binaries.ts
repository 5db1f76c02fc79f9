// Locates the ffmpeg / ffprobe executables without spawning anything.
//
// Order: an explicit FFMPEG_PATH / FFPROBE_PATH, then an executable of that name on PATH (a system build is
// usually newer), then the static binary shipped by the @ffmpeg-installer / @ffprobe-installer npm packages,
// which is what a fresh machine with only Node and npm has.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;

export type BinarySource = 'env' | 'path' | 'npm';

export interface ResolvedBinary {
  path: string;
  source: BinarySource;
}

const require = createRequire(import.meta.url);

export function resolveFfmpeg(env: Env = process.env): string {
  return resolveBinary('ffmpeg', env).path;
}

export function resolveFfprobe(env: Env = process.env): string {
  return resolveBinary('ffprobe', env).path;
}

/** Like resolveFfmpeg/resolveFfprobe, but also says where the binary was found. */
export function resolveBinary(
  name: 'ffmpeg' | 'ffprobe',
  env: Env = process.env,
  platform: NodeJS.Platform = process.platform,
): ResolvedBinary {
  const explicit = env[name === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH']?.trim();
  if (explicit) return { path: explicit, source: 'env' };
  const onPath = findOnPath(name, env, platform);
  if (onPath) return { path: onPath, source: 'path' };
  return { path: npmBinaryPath(name), source: 'npm' };
}

/** First executable file called `name` in the PATH directories of `env`, or undefined. */
export function findOnPath(
  name: string,
  env: Env = process.env,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  const pathValue = env.PATH ?? env.Path ?? '';
  const delimiter = platform === 'win32' ? ';' : ':';
  const extensions =
    platform === 'win32'
      ? (env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM')
          .split(';')
          .filter(Boolean)
          .map((e) => e.toLowerCase())
      : [''];
  for (const dir of pathValue.split(delimiter)) {
    // An empty PATH entry means the current directory; never pick a binary up from there implicitly.
    if (!dir || !path.isAbsolute(dir)) continue;
    for (const ext of extensions) {
      const candidate = path.join(dir, name + ext);
      if (isExecutableFile(candidate, platform)) return candidate;
    }
  }
  return undefined;
}

function isExecutableFile(file: string, platform: NodeJS.Platform): boolean {
  try {
    fs.accessSync(file, platform === 'win32' ? fs.constants.F_OK : fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function npmBinaryPath(name: 'ffmpeg' | 'ffprobe'): string {
  const pkg = name === 'ffmpeg' ? '@ffmpeg-installer/ffmpeg' : '@ffprobe-installer/ffprobe';
  let resolved: unknown;
  try {
    resolved = (require(pkg) as { path?: unknown }).path;
  } catch (error) {
    throw new Error(
      `${name} not found: set ${name === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH'}, put ${name} on PATH, ` +
        `or install ${pkg} (it has no binary for ${process.platform}-${process.arch} or is missing)`,
      { cause: error },
    );
  }
  if (typeof resolved !== 'string' || resolved.length === 0) {
    throw new Error(`${pkg} did not export a binary path`);
  }
  return resolved;
}
